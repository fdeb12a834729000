# Precompiled headers: each file's compile spent about 3 of its 5-10 s parsing the same Qt Core
# headers, and CI builds the core three times (plain, ASan + UBSan, TSan) on 2 cores.
#   llmcap_pch(target core|gui)          the target precompiles cmake/pch/<kind>.h for itself
#   llmcap_pch_reuse(target carrier)     the target uses the carrier's precompiled header
# GCC uses a precompiled header only when the macros it tested are defined as they were; where
# they are not (-Winvalid-pch says so) the file parses the header as text: slower, never wrong.
option(LLMCAP_PCH "Precompile the Qt and standard headers most files include" ON)
set(LLMCAP_PCH_DIR ${CMAKE_CURRENT_LIST_DIR}/pch)

# Each precompiled header takes 140-200 MB, and CI holds three build trees at once (a CI run
# ran out of disk): the core-kind targets after llmcap_base use its header. A target whose
# macros differ where the header tests them parses it as text (-Winvalid-pch says so).
function(llmcap_pch target kind)
    if(LLMCAP_PCH)
        if(kind STREQUAL "core" AND NOT target STREQUAL "llmcap_base" AND TARGET llmcap_base)
            target_precompile_headers(${target} REUSE_FROM llmcap_base)
        else()
            target_precompile_headers(${target} PRIVATE ${LLMCAP_PCH_DIR}/${kind}.h)
        endif()
    endif()
endfunction()

function(llmcap_pch_reuse target carrier)
    if(LLMCAP_PCH)
        target_precompile_headers(${target} REUSE_FROM ${carrier})
    endif()
endfunction()
