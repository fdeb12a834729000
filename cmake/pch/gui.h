// Precompiled for the widget targets (cmake/LlmcapPch.cmake): core.h and the Qt Widgets and
// Charts headers most pages include.
#pragma once

#include "core.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWidget>
