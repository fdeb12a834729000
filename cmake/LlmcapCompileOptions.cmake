# Compile options shared by every llmcap target: warnings, Qt hygiene and the sanitizer builds.

add_library(llmcap_options INTERFACE)
target_compile_definitions(llmcap_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
)
target_compile_options(llmcap_options INTERFACE -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)

if(LLMCAP_SANITIZE)
    target_compile_options(llmcap_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    # Not position-independent: a test executable keeps 22 MB fewer dynamic relocations (74 ->
    # 52 MB for tst_sweepsession; CI holds three build trees and once ran out of disk).
    target_link_options(llmcap_options INTERFACE -fsanitize=address,undefined -no-pie)
endif()

# ThreadSanitizer: only our code is instrumented (Debian's Qt, libcurl and OpenSSL are not), so
# tests/tsan.supp names the reports that come from inside those libraries.
if(LLMCAP_TSAN)
    target_compile_options(llmcap_options INTERFACE -fsanitize=thread -fno-omit-frame-pointer)
    target_link_options(llmcap_options INTERFACE -fsanitize=thread)
endif()
