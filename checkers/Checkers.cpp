//===- Checkers.cpp - run the analyses and every checker ------------------===//
#include "checkers/Checkers.h"
#include "checkers/CheckerContext.h"
#include "analyses/ObjectFields.h"
#include "lib/support/Parallel.h"
#include <algorithm>
#include <cstring>
#include <functional>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

using namespace ptx;

/// \p F's own FunctionIR: a .func is nearly always some other function's
/// callee too, so the module's build of it (ModuleFacts::builtIR) serves
/// both; a kernel is built here.
static const FunctionIR *sharedBuild(const AnalysisContext &C, const Function &F) {
  return F.IsEntry ? nullptr : C.builtIR(F);
}

/// The loads of \p IR's function that read the same thread id or constant
/// on every call (a lambda's captures read through its `this`,
/// callContextLoads) read it as a move, before any analysis looks.
static FunctionIR &bindCallContext(FunctionIR &IR, const AnalysisContext &C, bool &Bound) {
  for (const ContextLoad &L : callContextLoads(C, IR.F)) {
    IR.replaceWithMov(L.Load, L.Src);
    Bound = true;
  }
  return IR;
}

FunctionAnalyses::FunctionAnalyses(const AnalysisContext &C, const Function &F)
    : Ctx(C),
      IR(sharedBuild(C, F) ? FunctionIR(*sharedBuild(C, F), &C) : FunctionIR(C.M, F, &C)),
      PostDom(bindCallContext(IR, C, ContextBound), /*Post=*/true), Uni(IR, C, PostDom),
      Values(IR, C), Shape(C.launchShape(F)), Eval(IR, Shape) {
  // The callers' argument levels its callees ask of this function
  // (callerArgLevels) from Uni, unless a call context rewrote the IR.
  if (!ContextBound)
    shareCallArgs(C, IR, Uni);
}

const ControlDeps &FunctionAnalyses::controlDeps() {
  if (!CD)
    CD = std::make_unique<ControlDeps>(IR, IR.dominators(), PostDom);
  return *CD;
}

std::string ptx::describeThread(const std::array<uint64_t, 3> &Tid) {
  return "tid (" + std::to_string(Tid[0]) + "," + std::to_string(Tid[1]) + "," +
         std::to_string(Tid[2]) + ")";
}

bool ptx::isAlignedCollective(const Inst &I) {
  llvm::StringRef Op = I.opcode();
  if (I.Kind == InstKind::CtaBarrier)
    return Op == "bar" || I.hasMod(".aligned"); // bar.sync == barrier.sync.aligned
  if (Op == "wmma" || Op == "ldmatrix" || Op == "stmatrix" || Op == "movmatrix")
    return true;
  return I.hasMod(".aligned") && (Op == "mma" || I.hasMod(".sync"));
}

bool ptx::isClusterArrive(const Inst &I) {
  return I.Kind == InstKind::Other && opIs(I.opcode(), "barrier") && I.hasMod(".cluster") &&
         I.hasMod(".arrive");
}

bool ptx::isSimulated(const Inst &I) {
  switch (I.Kind) {
  case InstKind::CtaBarrier:
  case InstKind::CtaArrive: // arrivals on a named barrier (barrier-misuse)
  case InstKind::WarpSync:
  case InstKind::Shfl:
  case InstKind::Vote:
  case InstKind::Match:
  case InstKind::Redux:
  case InstKind::Mbarrier:
  case InstKind::Call: // may execute a barrier (barrier-divergence)
    return true;
  default:
    // cp.async.mbarrier.arrive.noinc: an arrival the init's count includes
    // (mbarrier-misuse counts the threads that run it).
    if (I.opcode() == "cp" && I.hasMod(".mbarrier") && I.hasMod(".noinc"))
      return true;
    // barrier.cluster.arrive: the threads that arrive (barrier-divergence).
    if (isClusterArrive(I))
      return true;
    return isAlignedCollective(I);
  }
}

/// Whether the callee of \p Call is quiet (ModuleFacts::QuietCalls): no
/// barrier, collective or mbarrier operation, no exit or trap, no loop (a
/// spin on a flag) and no call that is not quiet, looking three calls deep.
static bool quietCallee(const AnalysisContext &Ctx, const Inst &Call, unsigned Depth) {
  if (Depth > 3)
    return false;
  const Function *Fn = calleeOf(Ctx, Call);
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return false;
  // A function of (Fn, Depth) alone: the walk asks only deeper keys.
  auto Quiet = Ctx.facts().QuietCalls.get({Fn, Depth}, [&] {
    FunctionIR &IR = Ctx.calleeIR(*Fn);
    for (const Inst &I : IR.Insts) {
      // A loop may spin on a flag other threads set: a wait.
      if (I.Kind == InstKind::Exit || I.Kind == InstKind::Trap || IR.inCycle(I.Block))
        return false;
      if (I.Kind == InstKind::Call ? !quietCallee(Ctx, I, Depth + 1) : isSimulated(I))
        return false;
    }
    return true;
  });
  return Quiet && *Quiet;
}

bool ptx::isSimulated(const AnalysisContext *Ctx, const Inst &I) {
  if (I.Kind == InstKind::Call && Ctx && quietCallee(*Ctx, I, 0))
    return false;
  return isSimulated(I);
}

void FunctionAnalyses::simulateWarps(std::vector<WarpRun> &Out, unsigned N, bool PassQuiet) {
  WarpSim Sim(IR, PostDom, Uni, Eval, PassQuiet);
  for (unsigned W = unsigned(Out.size()); W < N; ++W) {
    WarpRun R;
    R.Exists = warpLanes(Shape, W, R.Lanes);
    if (!R.Exists)
      continue;
    R.Worlds = Sim.run(R.Lanes, R.Exists,
                       [&](unsigned I) { return isSimulated(&Ctx, IR.Insts[I]); });
    Out.push_back(std::move(R));
  }
}

const std::vector<WarpRun> &FunctionAnalyses::warps() {
  if (Warps)
    return *Warps;
  Warps = std::make_unique<std::vector<WarpRun>>();
  simulateWarps(*Warps, warpsToSimulate(Shape),
                /*PassQuiet=*/Shape.BlockKind == LaunchShape::Exact);
  return *Warps;
}

const std::vector<WarpRun> &FunctionAnalyses::clusterCtaWarps(uint64_t Rank,
                                                               const std::array<uint64_t, 3> &Dims) {
  auto &Slot = RankWarps[Rank];
  if (Slot)
    return *Slot;
  Slot = std::make_unique<std::vector<WarpRun>>();
  Eval.setClusterCta(Rank, Dims);
  simulateWarps(*Slot, warpsToSimulate(Shape),
                /*PassQuiet=*/Shape.BlockKind == LaunchShape::Exact);
  Eval.setClusterCta(std::nullopt, {1, 1, 1});
  return *Slot;
}

const std::vector<WarpRun> &FunctionAnalyses::widestWarps() {
  if (Widest)
    return *Widest;
  Widest = std::make_unique<std::vector<WarpRun>>(warps());
  if (Shape.BlockKind == LaunchShape::Exact)
    return *Widest;
  uint64_t Threads = Shape.BlockKind == LaunchShape::Bounded ? Shape.Block.count() : 1024;
  simulateWarps(*Widest, unsigned(std::min<uint64_t>(32, (Threads + 31) / 32)),
                /*PassQuiet=*/false);
  return *Widest;
}

std::optional<uint32_t> ptx::guardedLanes(FunctionAnalyses &FA, const WarpRun &W,
                                          const Inst &I, uint32_t Group) {
  if (I.Guard < 0)
    return Group;
  uint32_t Out = 0;
  for (unsigned L = 0; L < 32; ++L) {
    if (!(Group >> L & 1))
      continue;
    FA.Eval.setThread(W.Lanes[L]);
    auto G = FA.Eval.guard(I);
    if (!G)
      return FA.Uni.reg(I.Guard) == Level::Varying ? std::nullopt
                                                   : std::optional<uint32_t>(Group);
    if (*G)
      Out |= 1u << L;
  }
  return Out;
}

uint64_t ptx::leastThreadsWhenRuns(FunctionAnalyses &FA, unsigned K) {
  const Inst &I = FA.IR.Insts[K];
  const auto &Runs = FA.warps();
  struct Choice {
    const WarpWorld *W;
    unsigned Lanes;
  };
  std::vector<std::vector<Choice>> PerWarp;
  uint64_t Least = 0;
  bool Uneven = false;
  for (const WarpRun &R : Runs) {
    if (R.Worlds.empty())
      continue;
    std::vector<Choice> Cs;
    unsigned Fewest = 32;
    for (const WarpWorld &W : R.Worlds) {
      auto It = W.Ever.find(K);
      auto G = It == W.Ever.end() ? std::optional<uint32_t>(0)
                                  : guardedLanes(FA, R, I, It->second & R.Exists);
      unsigned N = G ? llvm::countPopulation(*G) : 0u;
      Cs.push_back({&W, N});
      Fewest = std::min(Fewest, N);
    }
    Least += Fewest;
    if (llvm::any_of(Cs, [&](const Choice &C) { return C.Lanes != Fewest; }))
      Uneven = true;
    PerWarp.push_back(std::move(Cs));
  }
  // Every world of every warp runs K with as many lanes as the warp's
  // fewest: any agreeing choice sums to Least, and the result is Least
  // whether one agrees or none does. The walk below compares each world's
  // branch outcomes with those chosen so far, so a function of n spin
  // loops (n branches, worlds per loop) made it cost n^2 or worse per
  // instruction asked about (200 mbarrier waits: 5.5 s).
  if (!Uneven)
    return Least;
  std::optional<uint64_t> Best;
  unsigned Visits = 0;
  bool Aborted = false;
  std::vector<const WarpWorld *> Chosen;
  auto Agrees = [&](const WarpWorld &W) {
    for (const WarpWorld *O : Chosen)
      for (const auto &[Br, Taken] : W.FirstOutcome) {
        auto It = O->FirstOutcome.find(Br);
        if (It != O->FirstOutcome.end() && It->second != Taken)
          return false;
      }
    return true;
  };
  std::function<void(unsigned, uint64_t)> Walk = [&](unsigned Wp, uint64_t Sum) {
    if (Aborted || (Best && Sum >= *Best))
      return;
    if (++Visits > 20000) {
      Aborted = true;
      return;
    }
    if (Wp == PerWarp.size()) {
      if (Sum > 0)
        Best = Sum;
      return;
    }
    for (const Choice &C : PerWarp[Wp]) {
      if (!Agrees(*C.W))
        continue;
      Chosen.push_back(C.W);
      Walk(Wp + 1, Sum + C.Lanes);
      Chosen.pop_back();
    }
  };
  Walk(0, 0);
  if (Aborted || !Best)
    return Least;
  return std::max<uint64_t>(Least, *Best);
}

unsigned ptx::lineOf(DiagnosticEngine &D, const Inst &I) {
  return lineAndColumn(D.getSourceMgr(), I.S->Range.Begin).first;
}

std::string ptx::queryName(llvm::StringRef Rule, const FunctionIR &F, DiagnosticEngine &D,
                           const Inst &I, llvm::StringRef What) {
  // The name only names the file --dump-smt2 writes. Without it, the line
  // is left out: its first lookup indexes every line of the buffer.
  if (F.Ctx && F.Ctx->Opts.Smt.DumpDir.empty())
    return (Rule + "." + F.F.Name.Text + "." + What).str();
  return (Rule + "." + F.F.Name.Text + ".L" + llvm::Twine(lineOf(D, I)) + "." + What).str();
}

void ptx::runCheckers(const Module &M, DiagnosticEngine &Diags, const AnalysisOptions &Opts) {
  // Each function is analysed in a context of its own (its solver and Z3
  // context, whose models depend on the queries before them, start empty),
  // and the functions run on threads. What the analyses learn about callees
  // is shared: summaries once per module (ModuleFacts; each a function of
  // its question alone, so what a function gets does not depend on which
  // functions were analysed before it, nor on the thread count), callee IRs
  // once per thread. The reports are replayed function by function in
  // module order.
  auto Facts = std::make_shared<const ModuleFacts>(M);
  std::vector<const Function *> Fns;
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Func && T->Fn && T->Fn->Body)
      Fns.push_back(T->Fn);
  auto Analyse = [&](const Function &F, DiagnosticEngine &D) {
    AnalysisContext Ctx(M, Opts, Facts);
    FunctionAnalyses FA(Ctx, F);
    checkUninitialized(FA, D);
    checkUnreachable(FA, D);
    checkBarriers(FA, D);
    checkWarpSync(FA, D);
    checkAlignment(FA, D);
    checkMbarriers(FA, D);
  };
  unsigned Threads = unsigned(std::min<size_t>(std::max(Opts.Threads, 1u), Fns.size()));
  if (Threads <= 1) {
    // Callers before callees (the greater call height first): a caller's
    // check then finds the arguments it passes from its own uniformity
    // (shareCallArgs) before a callee asks for them (callerArgLevels),
    // which would otherwise analyse the caller once more. What a function
    // gets does not depend on the order; the reports are replayed in
    // module order.
    std::vector<size_t> Order(Fns.size());
    std::vector<unsigned> Height(Fns.size());
    for (size_t I = 0; I < Order.size(); ++I) {
      Order[I] = I;
      Height[I] = Facts->callHeight(*Fns[I], ModuleFacts::MaxCallHeight);
    }
    std::stable_sort(Order.begin(), Order.end(),
                     [&](size_t A, size_t B) { return Height[A] > Height[B]; });
    std::unique_ptr<DiagnosticEngine> Fork = Diags.fork(/*Record=*/true);
    std::vector<std::pair<size_t, size_t>> Slices(Fns.size());
    for (size_t K : Order) {
      size_t Begin = Fork->Log.size();
      Analyse(*Fns[K], *Fork);
      Slices[K] = {Begin, Fork->Log.size()};
    }
    for (const auto &[Begin, End] : Slices)
      Diags.replay(llvm::ArrayRef<DiagnosticEngine::Report>(Fork->Log).slice(Begin, End - Begin));
    return;
  }
  // Largest functions first, so that a long one does not start last.
  std::vector<size_t> Order(Fns.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return Fns[A]->Range.End - Fns[A]->Range.Begin > Fns[B]->Range.End - Fns[B]->Range.Begin;
  });
  std::vector<std::unique_ptr<DiagnosticEngine>> Forks(Threads);
  for (auto &F : Forks)
    F = Diags.fork(/*Record=*/true);
  struct Slice {
    unsigned Worker = 0;
    size_t Begin = 0, End = 0;
  };
  std::vector<Slice> Reports(Fns.size());
  parallelFor(
      Fns.size(), Threads,
      [&](unsigned W, size_t I) {
        size_t K = Order[I];
        DiagnosticEngine &D = *Forks[W];
        Reports[K] = {W, D.Log.size(), 0};
        Analyse(*Fns[K], D);
        Reports[K].End = D.Log.size();
      },
      "analyses");
  for (const Slice &S : Reports)
    Diags.replay(llvm::ArrayRef<DiagnosticEngine::Report>(Forks[S.Worker]->Log)
                     .slice(S.Begin, S.End - S.Begin));
}

void ptx::scanSuppressions(DiagnosticEngine &Diags, unsigned BufId) {
  llvm::SourceMgr &SM = Diags.getSourceMgr();
  llvm::StringRef Buf = SM.getMemoryBuffer(BufId)->getBuffer();
  // Every file is scanned before it is parsed, on one thread. Where SSE2 is
  // there, 16 positions at a time are tested for a 'p' with a ':' 7 bytes on
  // (a pair PTX seldom has) and only those are compared: about 0.4
  // instructions per byte against glibc's memmem's 1.7 (itself about 3x
  // faster than StringRef::find).
  auto findMarker = [&Buf](size_t From) -> size_t {
    if (From >= Buf.size())
      return llvm::StringRef::npos;
    const char *B = Buf.data(), *P = B + From, *E = B + Buf.size();
#if defined(__SSE2__)
    const __m128i First = _mm_set1_epi8('p'), Last = _mm_set1_epi8(':');
    for (; E - P >= 16 + 7; P += 16) {
      __m128i A = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
      __m128i Z = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P + 7));
      unsigned Mask = unsigned(
          _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(A, First), _mm_cmpeq_epi8(Z, Last))));
      while (Mask) {
        unsigned Bit = unsigned(__builtin_ctz(Mask));
        if (std::memcmp(P + Bit + 1, "txlint", 6) == 0)
          return size_t(P + Bit - B);
        Mask &= Mask - 1;
      }
    }
#endif
#ifdef __GLIBC__
    const void *Q = memmem(P, size_t(E - P), "ptxlint:", 8);
    return Q ? size_t(static_cast<const char *>(Q) - B) : llvm::StringRef::npos;
#else
    return Buf.find("ptxlint:", size_t(P - B));
#endif
  };
  size_t Pos = 0;
  // The current line's start and its first comment opener, found once per
  // line: many markers on one long line would rescan it from its start each.
  size_t LineStart = 0, Scanned = 0, Opener = llvm::StringRef::npos;
  while ((Pos = findMarker(Pos)) != llvm::StringRef::npos) {
    size_t NL = Buf.slice(Scanned, Pos).rfind('\n');
    if (NL != llvm::StringRef::npos) {
      LineStart = Scanned + NL + 1;
      Scanned = LineStart;
      Opener = llvm::StringRef::npos;
    }
    if (Opener == llvm::StringRef::npos) {
      // Resume one byte back: an opener may straddle the last position.
      size_t From = Scanned > LineStart ? Scanned - 1 : LineStart;
      llvm::StringRef Part = Buf.slice(From, Pos);
      size_t Open = std::min(Part.find("//"), Part.find("/*"));
      if (Open != llvm::StringRef::npos)
        Opener = From + Open;
    }
    Scanned = Pos;
    llvm::StringRef Before = Buf.slice(LineStart, Pos);
    size_t Start = Opener == llvm::StringRef::npos ? Opener : Opener - LineStart;
    llvm::StringRef Rest = Buf.substr(Pos + 8).ltrim(" \t");
    Pos += 8;
    if (Start == llvm::StringRef::npos || !Rest.startswith("disable="))
      continue;
    bool Alone = Before.take_front(Start).trim().empty();
    llvm::StringRef List = Rest.drop_front(8);
    List = List.take_while([](char C) {
      return std::isalnum(static_cast<unsigned char>(C)) || C == '-' || C == ',' || C == '*';
    });
    unsigned Line = lineNumber(SM, Buf.data() + Pos, BufId);
    llvm::SmallVector<llvm::StringRef, 4> Rules;
    List.split(Rules, ',', -1, false);
    for (llvm::StringRef R : Rules)
      Diags.addSuppression(BufId, Line, R, Alone);
  }
}
