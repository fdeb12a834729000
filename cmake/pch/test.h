// Precompiled for the Qt Test executables (cmake/LlmcapPch.cmake): core.h and Qt Test.
#pragma once

#include "core.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
