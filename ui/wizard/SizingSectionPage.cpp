#include "wizard/SizingSectionPage.h"

#include "sizing/SizingCompleteness.h"
#include "sizing/SizingRequest.h"
#include "wizard/SizingFieldEditor.h"
#include "wizard/WorkloadClassEditor.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace llmcap {

namespace {

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

QLabel *fieldLabel(const SizingField &f, QWidget *parent)
{
    auto *label = new QLabel(f.required ? f.label() + QLatin1Char(':')
                                        : SizingSectionPage::tr("%1 (optional):").arg(f.label()),
                             parent);
    label->setToolTip(f.help());
    return label;
}

} // namespace

SizingSectionPage::SizingSectionPage(SizingSection section, SizingRequest &request, QWidget *parent)
    : QWizardPage(parent)
    , m_section(section)
    , m_request(request)
    , m_progress(new QProgressBar(this))
    , m_completeness(new QLabel(this))
    , m_help(wrappingLabel(this))
    , m_advice(wrappingLabel(this))
    , m_refusal(wrappingLabel(this))
{
    setObjectName(QStringLiteral("section_") + SizingField::sectionKey(section));
    setTitle(QStringLiteral("%1. %2")
                 .arg(SizingField::sectionNumber(section))
                 .arg(SizingField::sectionTitle(section)));
    setSubTitle(SizingField::sectionHelp(section));
    setFinalPage(true); // Save (Finish) on every page: a request may be saved incomplete
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(180);
    m_progress->setObjectName(QStringLiteral("completenessBar"));
    m_completeness->setObjectName(QStringLiteral("completenessLabel"));
    m_help->setObjectName(QStringLiteral("helpPanel"));
    m_advice->setObjectName(QStringLiteral("advicePanel"));
    m_refusal->setObjectName(QStringLiteral("saveRefusal"));
    m_refusal->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_refusal->hide();

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    QList<const SizingField *> perClass;
    for (const SizingField *f : SizingField::inSection(section)) {
        if (f->perClass) {
            perClass.append(f);
            continue;
        }
        if (f->kind == SizingFieldKind::ClassList) {
            m_classEditor = new WorkloadClassEditor(this);
            form->addRow(fieldLabel(*f, this), m_classEditor);
            if (!m_firstFormField)
                m_firstFormField = m_classEditor;
            connect(m_classEditor, &WorkloadClassEditor::changed, this,
                    &SizingSectionPage::classesEdited);
            continue;
        }
        auto *editor = new SizingFieldEditor(*f, this);
        form->addRow(fieldLabel(*f, this), editor);
        m_editors.append(editor);
        if (!m_firstFormField)
            m_firstFormField = editor;
        connect(editor, &SizingFieldEditor::changed, this, [this, editor] { fieldEdited(editor); });
        connect(editor, &SizingFieldEditor::left, this, [this, editor] { checkAnswer(editor); });
    }
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    if (!perClass.isEmpty()) {
        auto *group = new QGroupBox(tr("Profile of one workload class"), content);
        auto *classForm = new QFormLayout(group);
        m_classSelector = new QComboBox(group);
        m_classSelector->setObjectName(QStringLiteral("classSelector"));
        // Without a class the questions below have nowhere to go: say why, and offer the way on.
        m_noClassPanel = new QWidget(group);
        m_noClassPanel->setObjectName(QStringLiteral("noClassPanel"));
        auto *hint = new QLabel(tr("These questions are answered for each workload class, and "
                                   "the request has none yet. Add one here; section 1 (Product "
                                   "and scenarios) names it and adds more."),
                                m_noClassPanel);
        hint->setObjectName(QStringLiteral("noClassHint"));
        hint->setWordWrap(true);
        m_addClass = new QPushButton(tr("&Add a workload class"), m_noClassPanel);
        m_addClass->setObjectName(QStringLiteral("addClassButton"));
        auto *noClassLayout = new QHBoxLayout(m_noClassPanel);
        noClassLayout->setContentsMargins(0, 0, 0, 0);
        noClassLayout->addWidget(hint, 1);
        noClassLayout->addWidget(m_addClass, 0, Qt::AlignTop);
        connect(m_addClass, &QPushButton::clicked, this, &SizingSectionPage::addClass);
        auto *classLabel = new QLabel(tr("&Workload class:"), group);
        classLabel->setBuddy(m_classSelector);
        classForm->addRow(m_noClassPanel);
        classForm->addRow(classLabel, m_classSelector);
        for (const SizingField *f : perClass) {
            auto *editor = new SizingFieldEditor(*f, group);
            classForm->addRow(fieldLabel(*f, group), editor);
            m_editors.append(editor);
            if (!m_firstClassField)
                m_firstClassField = editor;
            connect(editor, &SizingFieldEditor::changed, this,
                    [this, editor] { fieldEdited(editor); });
            connect(editor, &SizingFieldEditor::left, this,
                    [this, editor] { checkAnswer(editor); });
        }
        contentLayout->addWidget(group);
        connect(m_classSelector, &QComboBox::currentIndexChanged, this,
                &SizingSectionPage::showClass);
        if (!form->isEmpty()) {
            auto *shared = new QGroupBox(tr("For all classes"), content);
            shared->setLayout(form);
            contentLayout->addWidget(shared);
        }
    } else {
        contentLayout->addLayout(form);
    }
    contentLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *side = new QVBoxLayout;
    auto *helpTitle =
        new QLabel(QLatin1String("<b>") + tr("About this question") + QLatin1String("</b>"), this);
    auto *adviceTitle =
        new QLabel(QLatin1String("<b>") + tr("How to be less wrong") + QLatin1String("</b>"), this);
    side->addWidget(helpTitle);
    side->addWidget(m_help);
    side->addSpacing(12);
    side->addWidget(adviceTitle);
    side->addWidget(m_advice);
    side->addStretch(1);
    auto *sideContent = new QWidget;
    sideContent->setObjectName(QStringLiteral("sidePanel"));
    sideContent->setLayout(side);
    auto *sideFrame = new QScrollArea(this);
    sideFrame->setWidget(sideContent);
    sideFrame->setWidgetResizable(true);
    sideFrame->setFixedWidth(300);
    sideFrame->setFocusPolicy(Qt::NoFocus);
    sideFrame->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideFrame->setStyleSheet(
        QStringLiteral("QScrollArea, QWidget#sidePanel { background: #f5f7fa; }"));

    auto *status = new QHBoxLayout;
    status->addWidget(m_completeness);
    status->addWidget(m_progress);
    status->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addWidget(scroll, 1);
    columns->addWidget(sideFrame);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(status);
    layout->addWidget(m_refusal);
    layout->addLayout(columns, 1);

    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { showHelpFor(now); });
    m_help->setText(SizingField::sectionHelp(section));
    refresh();
}

void SizingSectionPage::initializePage()
{
    refresh();
}

QWidget *SizingSectionPage::firstField() const
{
    if (m_classSelector)
        return m_request.classes().isEmpty() ? static_cast<QWidget *>(m_addClass)
                                             : m_firstClassField;
    return m_firstFormField;
}

void SizingSectionPage::focusFirstField()
{
    if (QWidget *w = firstField())
        w->setFocus(Qt::TabFocusReason);
}

void SizingSectionPage::setAdvisorContext(const AdvisorContext &context)
{
    m_context = context;
    updateStatus();
}

SizingFieldEditor *SizingSectionPage::editor(const QString &key) const
{
    for (SizingFieldEditor *e : m_editors)
        if (key == QLatin1String(e->field().key))
            return e;
    return nullptr;
}

void SizingSectionPage::refresh()
{
    m_updating = true;
    if (m_classEditor)
        m_classEditor->setClasses(m_request.classes());
    if (m_classSelector) {
        const QString current = m_classSelector->currentText();
        m_classSelector->clear();
        for (const SizingWorkloadClass &c : m_request.classes())
            m_classSelector->addItem(c.name);
        const int index = m_classSelector->findText(current);
        m_classSelector->setCurrentIndex(index >= 0 ? index : (m_classSelector->count() ? 0 : -1));
        m_noClassPanel->setVisible(m_request.classes().isEmpty());
    }
    const int classIndex = m_classSelector ? m_classSelector->currentIndex() : -1;
    for (SizingFieldEditor *e : m_editors) {
        const QString key = QLatin1String(e->field().key);
        const QJsonValue v =
            e->field().perClass ? m_request.classValue(classIndex, key) : m_request.value(key);
        if (e->field().perClass)
            e->setEnabled(classIndex >= 0);
        e->setValue(v);
        // What is already in the request (stored, or typed on another visit) has been left.
        e->setProblem(SizingRequest::answerProblem(e->field(), v));
    }
    m_updating = false;
    updateStatus();
}

void SizingSectionPage::checkAnswer(SizingFieldEditor *editor)
{
    editor->setProblem(SizingRequest::answerProblem(editor->field(), editor->value()));
}

void SizingSectionPage::showProblem(const SizingProblem &problem, const QString &refusal)
{
    SizingFieldEditor *answer = editor(problem.key);
    // Choosing the class refreshes the page (showClass); the page re-reads the answers anyway.
    if (m_classSelector && answer && answer->field().perClass && problem.classIndex >= 0)
        m_classSelector->setCurrentIndex(problem.classIndex);
    refresh();
    m_refusal->setText(refusal);
    m_refusal->setVisible(!refusal.isEmpty());
    QWidget *target = answer;
    if (!target && problem.key == QLatin1String("workload_classes"))
        target = m_classEditor;
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

QString SizingSectionPage::refusalText() const
{
    return m_refusal->isVisible() ? m_refusal->text() : QString();
}

void SizingSectionPage::showClass(int)
{
    if (!m_updating)
        refresh();
}

void SizingSectionPage::fieldEdited(SizingFieldEditor *editor)
{
    if (m_updating)
        return;
    const QString key = QLatin1String(editor->field().key);
    if (editor->field().perClass)
        m_request.setClassValue(m_classSelector->currentIndex(), key, editor->value());
    else
        m_request.setValue(key, editor->value());
    m_refusal->hide();
    // A marked answer is checked again as it is corrected; a new one waits until it is left.
    if (!editor->problem().isEmpty())
        checkAnswer(editor);
    updateStatus();
    Q_EMIT edited();
}

void SizingSectionPage::classesEdited()
{
    if (m_updating)
        return;
    m_request.classes() = m_classEditor->classes();
    updateStatus();
    Q_EMIT edited();
}

void SizingSectionPage::addClass()
{
    // Named like the classes section 1 adds; the user renames it there.
    m_request.classes().append(
        {tr("class %1").arg(m_request.classes().size() + 1), QString(), QString(), {}});
    refresh();
    Q_EMIT edited();
    focusFirstField();
}

void SizingSectionPage::updateStatus()
{
    const SectionCompleteness c = SizingCompleteness::of(m_request, m_section);
    m_progress->setValue(c.percent());
    m_completeness->setText(tr("Completeness: %1").arg(SizingCompleteness::summary(c)));
    m_completeness->setToolTip(c.missing.isEmpty()
                                   ? tr("Every required question is answered.")
                                   : tr("Missing: %1").arg(c.missing.join(QLatin1String(", "))));
    const QList<Mistake> mistakes = MistakesAdvisor::check(m_request, m_section, m_context);
    if (mistakes.isEmpty()) {
        m_advice->setText(tr("Nothing to warn about in this section."));
        return;
    }
    QString html;
    for (const Mistake &m : mistakes)
        html += QLatin1String("<p><b>") + m.title.toHtmlEscaped() + QLatin1String("</b><br>") +
                m.explanation.toHtmlEscaped() + QLatin1String("</p>");
    m_advice->setText(html);
}

void SizingSectionPage::showHelpFor(QWidget *focused)
{
    for (QWidget *w = focused; w; w = w->parentWidget()) {
        if (auto *e = qobject_cast<SizingFieldEditor *>(w)) {
            if (!isAncestorOf(e))
                return;
            m_help->setText(QLatin1String("<b>") + e->field().label().toHtmlEscaped() +
                            QLatin1String("</b><br>") + e->field().help().toHtmlEscaped());
            return;
        }
        if (auto *c = qobject_cast<WorkloadClassEditor *>(w)) {
            if (!isAncestorOf(c))
                return;
            const SizingField *f = SizingField::find(QStringLiteral("workload_classes"));
            m_help->setText(QLatin1String("<b>") + f->label().toHtmlEscaped() +
                            QLatin1String("</b><br>") + f->help().toHtmlEscaped());
            return;
        }
        if (w == this)
            return;
    }
}

QString SizingSectionPage::helpText() const
{
    return m_help->text();
}

QString SizingSectionPage::adviceText() const
{
    return m_advice->text();
}

QString SizingSectionPage::completenessText() const
{
    return m_completeness->text();
}

} // namespace llmcap
