#include "cli/commands/ServeSimCommand.h"

#include "cli/CliContext.h"
#include "cli/InterruptWatcher.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <QJsonObject>

namespace llmcap {

namespace {

const QString kDefaultPreset = QStringLiteral("tiny-cpu");

} // namespace

QString ServeSimCommand::summary() const
{
    return tr("Run the built-in simulated inference server (OpenAI-compatible, vLLM-like).");
}

QString ServeSimCommand::description() const
{
    return tr("Serves an OpenAI-compatible API backed by a simulated continuous-batching engine "
              "until interrupted (Ctrl+C or SIGTERM). Once it accepts connections it prints "
              "'listening on http://HOST:PORT' on standard output. Endpoints: "
              "/v1/chat/completions, /v1/completions, /v1/models, /tokenize, /health, /metrics.\n"
              "\n"
              "Fault spec: NAME=FRACTION[,...] with NAME one of status429, status500, status503, "
              "drop, stall, malformed, nodone, errorevent; FRACTION like 0.05 or 5%; stall takes "
              "a duration: stall=0.01:2000 (milliseconds). Example: "
              "--faults status429=0.05,drop=0.01,stall=0.01:2000");
}

QString ServeSimCommand::synopsis() const
{
    return QStringLiteral("[--host ADDR] [--port N] [--preset NAME | --config FILE] [--speed X] "
                          "[--seed N] [--faults SPEC] [--max-queue N] [--otlp-file FILE] "
                          "[--list-presets]");
}

void ServeSimCommand::addOptions(CliOptions &options)
{
    options.add(QCommandLineOption(QStringLiteral("host"),
                                   tr("Address to listen on; anything but loopback is reachable "
                                      "from other machines."),
                                   QStringLiteral("ADDR"), QStringLiteral("127.0.0.1")));
    options.add(QCommandLineOption(QStringLiteral("port"),
                                   tr("Port to listen on; 0 picks a free one."),
                                   QStringLiteral("N"), QStringLiteral("0")));
    options.add(QCommandLineOption(QStringLiteral("preset"),
                                   tr("Simulated model and hardware (see --list-presets)."),
                                   QStringLiteral("NAME"), kDefaultPreset));
    options.add(QCommandLineOption(QStringLiteral("config"),
                                   tr("Preset file (JSON or YAML); \"base\": NAME starts from a "
                                      "built-in preset."),
                                   QStringLiteral("FILE")));
    options.add(QCommandLineOption(QStringLiteral("speed"),
                                   tr("Simulated seconds per wall-clock second (10 runs ten times "
                                      "faster than real time)."),
                                   QStringLiteral("X"), QStringLiteral("1")));
    options.add(QCommandLineOption(QStringLiteral("seed"),
                                   tr("Seed for output lengths, filler text and faults."),
                                   QStringLiteral("N"), QStringLiteral("0")));
    options.add(QCommandLineOption(QStringLiteral("faults"),
                                   tr("Inject faults into a fraction of requests (see above)."),
                                   QStringLiteral("SPEC")));
    options.add(QCommandLineOption(QStringLiteral("max-queue"),
                                   tr("Answer 429 while this many requests wait; 0 = no limit."),
                                   QStringLiteral("N"), QStringLiteral("0")));
    options.add(QCommandLineOption(QStringLiteral("otlp-file"),
                                   tr("Append an OTLP JSON span per finished request to FILE, as "
                                      "the OpenTelemetry collector's file exporter writes vLLM's "
                                      "llm_request spans (child of the request's traceparent)."),
                                   QStringLiteral("FILE")));
    options.add(QCommandLineOption(QStringLiteral("instant"),
                                   tr("A zero-compute server: answer every request at once with "
                                      "max_tokens tokens, no engine behind it (to measure a "
                                      "client, as `bench --self-test` does).")));
    options.add(QCommandLineOption(QStringLiteral("list-presets"),
                                   tr("List the built-in presets and exit.")));
}

int ServeSimCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    const SimPresetCatalog &catalog = SimPresetCatalog::builtin();
    if (context.isSet(QStringLiteral("list-presets"))) {
        for (const SimPreset &p : catalog.presets())
            context.out() << p.id << '\t' << p.name << '\n';
        context.out().flush();
        return toInt(ExitCode::Success);
    }

    SimServerOptions options;
    options.host = context.value(QStringLiteral("host"));
    bool ok = false;
    const uint port = context.value(QStringLiteral("port")).toUInt(&ok);
    if (!ok || port > 65535)
        return context.fail(ExitCode::Usage, tr("--port must be a number from 0 to 65535"));
    options.port = quint16(port);
    options.service.speed = context.value(QStringLiteral("speed")).toDouble(&ok);
    if (!ok || !(options.service.speed > 0) || options.service.speed > 1e6)
        return context.fail(ExitCode::Usage, tr("--speed must be a positive number"));
    options.service.seed = context.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return context.fail(ExitCode::Usage, tr("--seed must be a non-negative whole number"));
    const int maxQueue = context.value(QStringLiteral("max-queue")).toInt(&ok);
    if (!ok || maxQueue < 0)
        return context.fail(ExitCode::Usage, tr("--max-queue must be a non-negative whole number"));
    options.service.maxQueue = maxQueue;
    auto faults = FaultSpec::parse(context.value(QStringLiteral("faults")));
    if (!faults)
        return context.fail(ExitCode::Usage, tr("--faults: %1").arg(faults.error()));
    options.service.faults = *faults;
    options.service.otlpFile = context.value(QStringLiteral("otlp-file"));
    options.service.instant = context.isSet(QStringLiteral("instant"));

    if (context.isSet(QStringLiteral("config"))) {
        if (context.isSet(QStringLiteral("preset")))
            return context.fail(ExitCode::Usage, tr("give either --preset or --config, not both"));
        auto preset = catalog.loadFile(context.value(QStringLiteral("config")));
        if (!preset)
            return context.fail(ExitCode::BadInput, preset.error());
        options.service.preset = *preset;
    } else {
        const QString name = context.value(QStringLiteral("preset"));
        auto preset = catalog.find(name);
        if (!preset)
            return context.fail(ExitCode::Usage,
                                tr("unknown preset '%1'; valid presets: %2")
                                    .arg(name, catalog.ids().join(QLatin1String(", "))));
        options.service.preset = *preset;
    }

    if (!SimServer::isLoopback(options.host))
        context.err() << tr("warning: listening on %1, which other machines may reach; the "
                            "simulated server has no authentication")
                             .arg(options.host)
                      << Qt::endl;

    // Catch the signals before anyone can learn the URL and send one.
    InterruptWatcher watcher;
    QObject::connect(&watcher, &InterruptWatcher::interrupted, QCoreApplication::instance(),
                     [] { QCoreApplication::quit(); });
    SimServer server(options);
    if (const Status started = server.start(); !started)
        return context.fail(ExitCode::BadInput, started.error());
    const SimPreset &preset = options.service.preset;
    const QString url = server.url().toString();
    if (options.service.instant)
        context.err() << tr("zero-compute server (model '%1'): every answer is max_tokens "
                            "tokens at once, faults %2")
                             .arg(preset.servedModelName, options.service.faults.toString())
                      << Qt::endl;
    else
        context.err() << tr("simulating %1 (model '%2', KV cache %3 tokens, speed %4x, faults %5)")
                             .arg(preset.name, preset.servedModelName)
                             .arg(preset.engine.kvCapacityTokens())
                             .arg(options.service.speed)
                             .arg(options.service.faults.toString())
                      << Qt::endl;
    QJsonObject result{{QStringLiteral("url"), url}, {QStringLiteral("preset"), preset.describe()}};
    if (!context.writeJson(result))
        return toInt(ExitCode::BadInput);
    // A fixed, untranslated line that scripts and tests wait for.
    context.out() << "listening on " << url << Qt::endl;

    QCoreApplication::exec();
    server.stop();
    context.err() << tr("stopped") << Qt::endl;
    return toInt(ExitCode::Success);
}

} // namespace llmcap
