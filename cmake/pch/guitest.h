// Precompiled for the Qt Test executables of the widgets (cmake/LlmcapPch.cmake).
#pragma once

#include "gui.h"
#include "test.h"
