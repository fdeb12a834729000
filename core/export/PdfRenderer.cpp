#include "export/PdfRenderer.h"

namespace llmcap {

namespace {

std::unique_ptr<PdfRenderer> &slot()
{
    static std::unique_ptr<PdfRenderer> renderer;
    return renderer;
}

} // namespace

void PdfRenderer::install(std::unique_ptr<PdfRenderer> renderer)
{
    slot() = std::move(renderer);
}

PdfRenderer *PdfRenderer::installed()
{
    return slot().get();
}

} // namespace llmcap
