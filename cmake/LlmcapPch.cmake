# Precompiled headers: each file's compile spent about 3 of its 5-10 s parsing the same Qt Core
# headers, and CI builds the core three times (plain, ASan + UBSan, TSan) on 2 cores.
#   llmcap_pch(target core|gui)          the target precompiles cmake/pch/<kind>.h for itself
#   llmcap_pch_reuse(target carrier)     the target uses the carrier's precompiled header
# GCC uses a precompiled header only when the macros it tested are defined as they were; where
# they are not (-Winvalid-pch says so) the file parses the header as text: slower, never wrong.
option(LLMCAP_PCH "Precompile the Qt and standard headers most files include" ON)
set(LLMCAP_PCH_DIR ${CMAKE_CURRENT_LIST_DIR}/pch)

function(llmcap_pch target kind)
    if(LLMCAP_PCH)
        target_precompile_headers(${target} PRIVATE ${LLMCAP_PCH_DIR}/${kind}.h)
    endif()
endfunction()

function(llmcap_pch_reuse target carrier)
    if(LLMCAP_PCH)
        target_precompile_headers(${target} REUSE_FROM ${carrier})
    endif()
endfunction()
