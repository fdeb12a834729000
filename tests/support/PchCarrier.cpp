// The one source of the precompiled-header carriers (tests/CMakeLists.txt): empty, because
// a CMake target needs a source to precompile a header for.
