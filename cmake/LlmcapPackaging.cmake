# The Debian package (issue 21): `cpack -G DEB` in the build directory, or `scripts/dev.sh
# package`, gives llmcap_<version>_amd64.deb. It installs the two programs and the PDF module
# (their catalogs and translations are compiled in), the man pages, the bash completion of
# llmcap-cli, the desktop entry, the icon, the AppStream metadata, the examples and the docs.
include(GNUInstallDirs)

set(llmcap_pkg_dir ${PROJECT_SOURCE_DIR}/resources/packaging)
set(llmcap_pkg_out ${PROJECT_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${llmcap_pkg_out})

# Man pages and the changelog: the version filled in, then compressed as Debian wants it
# (gzip -9, no name or time stamp, so that the package is reproducible).
find_program(LLMCAP_GZIP gzip REQUIRED)
function(llmcap_gzip_configured source target)
    configure_file(${source} ${llmcap_pkg_out}/${target} @ONLY)
    execute_process(COMMAND ${LLMCAP_GZIP} -9nf ${llmcap_pkg_out}/${target}
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "gzip ${target} failed: ${rc}")
    endif()
endfunction()
llmcap_gzip_configured(${llmcap_pkg_dir}/llmcap-cli.1 llmcap-cli.1)
llmcap_gzip_configured(${llmcap_pkg_dir}/changelog changelog)
install(FILES ${llmcap_pkg_out}/llmcap-cli.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${llmcap_pkg_dir}/llmcap-cli.bash-completion
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions
        RENAME llmcap-cli)
install(FILES ${llmcap_pkg_dir}/copyright ${llmcap_pkg_out}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/llmcap)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/llmcap)
# The reference pages, which the GUI's Help menu opens (core/appinfo/Documentation).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/llmcap)

if(LLMCAP_BUILD_GUI)
    llmcap_gzip_configured(${llmcap_pkg_dir}/llmcap.1 llmcap.1)
    configure_file(${llmcap_pkg_dir}/org.llmcap.Llmcap.metainfo.xml
                   ${llmcap_pkg_out}/org.llmcap.Llmcap.metainfo.xml @ONLY)
    install(FILES ${llmcap_pkg_out}/llmcap.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    install(FILES ${llmcap_pkg_dir}/org.llmcap.Llmcap.desktop
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
    install(FILES ${llmcap_pkg_out}/org.llmcap.Llmcap.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/metainfo)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/llmcap.svg
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME llmcap)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "llmcap authors")
set(CPACK_PACKAGE_CONTACT "llmcap authors <llmcap@example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "LLM capacity planner: measure a server, plan the GPUs")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # llmcap_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://llmcap.example.org")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The shared libraries' packages, found by dpkg-shlibdeps; then what is loaded at run time:
# the offscreen platform plugin the PDF module and headless use need.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core, qt6-translations-l10n")
# The extended description: CPack puts the summary above it, indents it and marks the empty line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "llmcap answers the question platform teams are asked every week: we picked a
model, do we have the capacity, and how many GPUs do we need for this many
users? It sweeps one replica of an OpenAI-compatible server (vLLM, SGLang,
TGI, llama.cpp, NIM) with open-loop load to the boundary of its service-level
objective, plans base and reserve replicas for failures, rollouts and growth,
and validates the whole deployment. A built-in simulated server runs the
whole loop without a GPU.

This package holds the desktop application llmcap and its headless twin
llmcap-cli.")
include(CPack)
