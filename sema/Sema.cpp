//===- Sema.cpp - runs the semantic passes in order -----------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "sema/Target.h"

using namespace ptx;

/// PTX ISA 11.1.2: every .target word is a known target or option, the
/// target exists in the declared PTX ISA version, and (with --gpu-name) the
/// module can be compiled for the requested GPU, as ptxas decides it.
static void checkTargets(const ModuleInfo &Info, const SemaOptions &Opts,
                         DiagnosticEngine &Diags) {
  const Word *TargetWord = nullptr;
  Target Declared;
  for (const Word &W : Info.Targets) {
    Target T;
    if (Target::parse(W.Text, T)) {
      if (!isKnownTarget(T)) {
        Diags.report(DiagId::UnknownTarget, W.Range) << W.Text;
        continue;
      }
      if (!TargetWord) {
        TargetWord = &W;
        Declared = T;
      }
      unsigned Maj, Min, SpecMaj, SpecMin;
      minPtxForTarget(T, Maj, Min);
      specVersionForTarget(T, SpecMaj, SpecMin);
      std::string Have = (".version " + llvm::Twine(Info.Version.Major) + "." +
                          llvm::Twine(Info.Version.Minor))
                             .str();
      if (Info.HasVersion && Info.Version < PtxVersion{Maj, Min})
        Diags.report(DiagId::PtxVersionRequired, W.Range)
            << (".target " + W.Text).str()
            << ("PTX ISA " + llvm::Twine(Maj) + "." + llvm::Twine(Min)).str() << Have;
      else if (Info.HasVersion && Info.Version < PtxVersion{SpecMaj, SpecMin})
        Diags.report(DiagId::PtxasDivergence, W.Range)
            << ("the PTX ISA manual introduces .target " + W.Text + " in PTX ISA " +
                llvm::Twine(SpecMaj) + "." + llvm::Twine(SpecMin) + "; ptxas 13.0 accepts it with " +
                Have)
                   .str();
      continue;
    }
    if (W.Text != "texmode_unified" && W.Text != "texmode_independent" && W.Text != "debug" &&
        W.Text != "map_f64_to_f32")
      Diags.report(DiagId::UnknownTarget, W.Range) << W.Text;
  }
  Target Gpu;
  if (!TargetWord || Opts.GpuName.empty() || !Target::parse(Opts.GpuName, Gpu))
    return;
  if (compatibleGpu(Declared, Gpu))
    return;
  std::string Why;
  if (Declared.Suffix == 'a')
    Why = "arch-specific .target " + Declared.str() + " can only be compiled for " +
          Declared.str() + ", not for --gpu-name " + Gpu.str();
  else if (Declared.Suffix == 'f')
    Why = "family-specific .target " + Declared.str() +
          " can only be compiled for later members of its family, not for --gpu-name " +
          Gpu.str();
  else
    Why = ".target " + Declared.str() + " is newer than --gpu-name " + Gpu.str();
  Diags.report(DiagId::TargetMismatch, TargetWord->Range) << Why;
}

ModuleInfo ptx::runSema(const Module &M, DiagnosticEngine &Diags, const SemaOptions &Opts) {
  ModuleInfo Info = sema::checkModuleDirectives(M, Diags);
  checkTargets(Info, Opts, Diags);
  if (Opts.CheckInstructions) {
    InstrChecker Instrs(Info, Diags);
    sema::checkDirectives(M, Instrs, Diags);
    sema::checkSymbols(M, Diags, &Instrs);
  } else {
    sema::checkSymbols(M, Diags, nullptr);
  }
  sema::checkDeclarations(M, Info, Diags);
  sema::checkFunctions(M, Diags);
  sema::checkInitializers(M, Diags);
  return Info;
}
