//===- Sema.cpp - runs the semantic passes in order -----------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "sema/Target.h"

#include "lib/support/Parallel.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>
#include <system_error>
#include <thread>

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
      std::string Have = Info.versionText();
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

/// PTX ISA 11.1.2, as ptxas 13.0 applies it: the architecture comes first
/// in .target, the texture modes exclude each other, map_f64_to_f32 is for
/// sm_1x only, and `debug` needs the DWARF sections it announces.
static void checkTargetOptions(const Module &M, const ModuleInfo &Info,
                               DiagnosticEngine &Diags) {
  const Word *Arch = nullptr, *FirstOption = nullptr, *TexUnified = nullptr,
             *TexIndependent = nullptr, *Debug = nullptr, *MapF64 = nullptr;
  for (const Word &W : Info.Targets) {
    Target T;
    if (Target::parse(W.Text, T)) {
      if (!Arch)
        Arch = &W;
      continue;
    }
    if (!FirstOption)
      FirstOption = &W;
    if (W.Text == "texmode_unified")
      TexUnified = &W;
    else if (W.Text == "texmode_independent")
      TexIndependent = &W;
    else if (W.Text == "debug")
      Debug = &W;
    else if (W.Text == "map_f64_to_f32")
      MapF64 = &W;
  }
  if (Info.Targets.empty())
    return;
  if (!Arch)
    Diags.report(DiagId::InvalidDirective, Info.Targets.front().Range)
        << ".target names no target architecture (sm_XX)";
  else if (FirstOption && FirstOption < Arch)
    Diags.report(DiagId::InvalidDirective, FirstOption->Range)
        << ("the target architecture comes first in .target; '" + FirstOption->Text +
            "' precedes '" + Arch->Text + "'")
               .str();
  if (TexUnified && TexIndependent)
    Diags.report(DiagId::InvalidDirective, TexIndependent->Range)
        << ".target options texmode_unified and texmode_independent exclude each other";
  if (MapF64 && Arch)
    Diags.report(DiagId::InvalidDirective, MapF64->Range)
        << ("map_f64_to_f32 applies to sm_1x targets only, not to " + Arch->Text).str();
  if (Debug) {
    bool HasDwarf = llvm::any_of(M.Items, [](const TopLevel *T) {
      return T->K == TopLevel::Section && T->Arg.Text.startswith(".debug_");
    });
    if (!HasDwarf)
      Diags.report(DiagId::InvalidDirective, Debug->Range)
          << ".target debug announces DWARF debug information, but the module has no "
             ".section .debug_* (ptxas: \"Debug information not found\")";
  }
}

ModuleInfo ptx::runSema(const Module &M, DiagnosticEngine &Diags, const SemaOptions &Opts) {
  PhaseTimer Directives("sema.module-directives");
  ModuleInfo Info = sema::checkModuleDirectives(M, Diags);
  Info.Relocatable = Opts.CompileOnly;
  checkTargets(Info, Opts, Diags);
  checkTargetOptions(M, Info, Diags);
  // The declaration and call-site passes read only the tree: on a large
  // module they run on a thread of their own next to the symbol pass,
  // reporting to a recording fork replayed after it (the order of one
  // thread; neither looks at what was reported before). The initializer
  // pass comes last on this thread: it skips values that already have an
  // error, from any pass before it.
  Directives.stop();
  std::unique_ptr<DiagnosticEngine> Rest;
  std::thread Others;
  // Threads pay only for large modules (lib/support/Parallel.h).
  llvm::SourceMgr &SM = Diags.getSourceMgr();
  bool Large = M.BufferId && M.BufferId <= SM.getNumBuffers() &&
               SM.getMemoryBuffer(M.BufferId)->getBufferSize() >= splitMinBytes();
  unsigned Threads = Large ? Opts.Threads : 1;
  auto others = [&M, &Info, Threads](DiagnosticEngine &D) {
    PhaseTimer T1("sema.declarations");
    sema::checkDeclarations(M, Info, D);
    T1.stop();
    PhaseTimer T2("sema.functions");
    sema::checkFunctions(M, Info, D, Threads);
    T2.stop();
    PhaseTimer T3("sema.register-alignment");
    sema::checkRegisterAlignment(M, Info, D);
  };
  if (Threads > 1) {
    Rest = Diags.fork(/*Record=*/true);
    try {
      Others = std::thread(others, std::ref(*Rest));
    } catch (const std::system_error &) {
      Rest.reset(); // no thread to be had: run them after the symbol pass
    }
  }
  if (Opts.CheckInstructions) {
    InstrChecker Instrs(Info, Diags);
    sema::checkDirectives(M, Instrs, Diags);
    sema::checkSymbols(M, Diags, &Instrs, Threads, Info.Relocatable);
  } else {
    sema::checkSymbols(M, Diags, nullptr, Threads, Info.Relocatable);
  }
  PhaseTimer OthersTimer(Rest ? "sema.others-wait+replay" : "sema.others");
  if (Rest) {
    Others.join();
    Diags.replay(Rest->Log);
  } else {
    others(Diags);
  }
  OthersTimer.stop();
  PhaseTimer Init("sema.initializers");
  sema::checkInitializers(M, Info, Diags, Threads);
  return Info;
}
