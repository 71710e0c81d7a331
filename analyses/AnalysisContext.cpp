//===- AnalysisContext.cpp - module symbols and launch shapes -------------===//
#include "analyses/AnalysisContext.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/Interproc.h"
#include "analyses/Scc.h"
#include "analyses/Uniformity.h"
#include <atomic>
#include <mutex>
#include <pthread.h>

using namespace ptx;

VarFacts ptx::varFacts(const VarDecl &D) {
  VarFacts V;
  V.Decl = &D;
  uint64_t Vec = 1, Elem = 0;
  bool HasAlign = false;
  for (const DeclSpec &S : D.Specs) {
    // `.param .u64 .ptr .align N p`: what follows .ptr describes the
    // pointee (PTX ISA 5.1.6.4; ValueFacts reads it), not the parameter.
    if (S.K == DeclSpec::Plain && S.W.Text == ".ptr")
      break;
    switch (S.K) {
    case DeclSpec::StateSpace:
      V.Space = S.W.Text;
      break;
    case DeclSpec::Align:
      V.Align = S.Value ? S.Value : 1;
      HasAlign = true;
      break;
    case DeclSpec::Plain:
      if (S.W.Text == ".v2")
        Vec = 2;
      else if (S.W.Text == ".v4")
        Vec = 4;
      else if (S.W.Text == ".v8")
        Vec = 8;
      else if (unsigned B = typeSizeBytes(S.W.Text))
        Elem = B;
      break;
    default:
      break;
    }
  }
  V.ElemSize = Elem * Vec;
  if (!HasAlign && V.ElemSize)
    V.Align = V.ElemSize;
  // A variable's address is aligned at least to its declared alignment; PTX
  // ISA 5.4.5: without .align, to the size of its type.
  if (V.Space.startswith(".shared::"))
    V.Space = ".shared";
  return V;
}

namespace {
std::atomic<uint64_t> NextStackId{1};
thread_local uint64_t StackId = 0;
/// How deep runNested nests on this thread's stack.
thread_local unsigned NestLevel = 0;
/// Levels per thread stack, and the stack of each thread a deeper nest
/// continues on. A level is a summary's frames plus copy chains traced
/// inside it (at most 48 links): tens of kilobytes at worst.
constexpr unsigned LevelsPerStack = 48;
constexpr size_t NestStackBytes = size_t(64) << 20;
} // namespace

uint64_t ptx::logicalStackId() {
  if (!StackId)
    StackId = NextStackId.fetch_add(1, std::memory_order_relaxed);
  return StackId;
}

void ptx::runNested(llvm::function_ref<void()> Fn) {
  if (NestLevel < LevelsPerStack) {
    ++NestLevel;
    Fn();
    --NestLevel;
    return;
  }
  struct Hop {
    llvm::function_ref<void()> Fn;
    uint64_t Stack;
  } H{Fn, logicalStackId()};
  pthread_attr_t Attr;
  pthread_t T;
  bool Started = pthread_attr_init(&Attr) == 0 &&
                 pthread_attr_setstacksize(&Attr, NestStackBytes) == 0 &&
                 pthread_create(
                     &T, &Attr,
                     [](void *P) -> void * {
                       auto *H = static_cast<Hop *>(P);
                       StackId = H->Stack; // the same logical stack
                       NestLevel = 1;
                       H->Fn();
                       return nullptr;
                     },
                     &H) == 0;
  pthread_attr_destroy(&Attr);
  if (Started) {
    pthread_join(T, nullptr);
    return;
  }
  // No thread to be had: go on here (a stack deep enough for real call
  // chains).
  ++NestLevel;
  Fn();
  --NestLevel;
}

struct ModuleFacts::BuiltIR {
  std::once_flag Once;
  std::unique_ptr<FunctionIR> IR;
};

ModuleFacts::ModuleFacts(const Module &Mod) : M(Mod) {
  for (const TopLevel *T : M.Items) {
    if (T->K == TopLevel::Decl && T->Var) {
      VarFacts V = varFacts(*T->Var);
      for (const Declarator &D : T->Var->Decls)
        Globals[D.Name.Text] = V;
    } else if (T->K == TopLevel::Func && T->Fn) {
      Functions[T->Fn->Name.Text] = T->Fn;
      FnSlot.try_emplace(T->Fn, FnSlot.size());
    }
  }
  Built = std::make_unique<BuiltIR[]>(FnSlot.size());
}

ModuleFacts::~ModuleFacts() = default;

const FunctionIR *ModuleFacts::builtIR(const Function &Fn) const {
  auto It = FnSlot.find(&Fn);
  if (It == FnSlot.end())
    return nullptr;
  BuiltIR &B = Built[It->second];
  // The constructor reads only the module and the function, never a
  // context, so one build serves every context.
  std::call_once(B.Once, [&] { B.IR = std::make_unique<FunctionIR>(M, Fn); });
  return B.IR.get();
}

bool ModuleFacts::onCallCycle(const Function &Caller, const Function &Callee) const {
  std::call_once(CyclesOnce, [this] { findCycles(); });
  auto A = CycleOf.find(&Caller);
  if (A == CycleOf.end())
    return false;
  auto B = CycleOf.find(&Callee);
  return B != CycleOf.end() && A->second == B->second;
}

void ModuleFacts::findCalls() const {
  std::vector<const BlockStmt *> Blocks;
  for (const TopLevel *T : M.Items) {
    if (T->K != TopLevel::Func || !T->Fn || !T->Fn->Body)
      continue;
    std::vector<const Expr *> &Calls = CallsOf[T->Fn];
    Blocks.assign(1, T->Fn->Body);
    while (!Blocks.empty()) {
      const BlockStmt *B = Blocks.back();
      Blocks.pop_back();
      for (const Stmt *S : B->Body) {
        if (S->K == Stmt::Block) {
          Blocks.push_back(static_cast<const BlockStmt *>(S));
          continue;
        }
        if (S->K != Stmt::Instr)
          continue;
        const auto *I = static_cast<const InstrStmt *>(S);
        if (I->Opcode.Text != "call")
          continue;
        for (const Expr *E : I->Operands) {
          if (E->K != Expr::Symbol)
            continue;
          auto F = Functions.find(E->Name);
          CalleeOf[E] = F == Functions.end() ? nullptr : F->second;
          Calls.push_back(E);
          if (F == Functions.end()) {
            IndirectCalls = true;
          } else {
            std::vector<const Function *> &Callers = CallersOf[F->second];
            if (Callers.empty() || Callers.back() != T->Fn)
              Callers.push_back(T->Fn);
          }
          break;
        }
      }
    }
  }
}

const std::vector<const Function *> *ModuleFacts::callersOf(const Function &Fn) const {
  std::call_once(CallsOnce, [this] { findCalls(); });
  if (IndirectCalls)
    return nullptr;
  static const std::vector<const Function *> None;
  auto It = CallersOf.find(&Fn);
  return It == CallersOf.end() ? &None : &It->second;
}

const Function *ModuleFacts::calledFunction(const Expr &Sym) const {
  std::call_once(CallsOnce, [this] { findCalls(); });
  auto It = CalleeOf.find(&Sym);
  if (It != CalleeOf.end())
    return It->second;
  auto F = Functions.find(Sym.Name);
  return F == Functions.end() ? nullptr : F->second;
}

void ModuleFacts::findHeights() const {
  std::call_once(CallsOnce, [this] { findCalls(); });
  // Round R gives every function min(R, height): 0 without a call to a
  // defined non-entry function, else 1 + the largest of its callees' values
  // from round R - 1. Cycles need no care: the rounds end at the cap.
  llvm::DenseMap<const Function *, unsigned> Prev, Cur;
  for (unsigned R = 1; R <= MaxCallHeight; ++R) {
    Cur.clear();
    for (const auto &[Fn, Calls] : CallsOf) {
      unsigned H = 0;
      for (const Expr *E : Calls) {
        const Function *G = CalleeOf.lookup(E);
        if (G && G->Body && !G->IsEntry)
          H = std::max(H, 1 + Prev.lookup(G));
      }
      if (H)
        Cur[Fn] = std::min(H, R);
    }
    std::swap(Prev, Cur);
  }
  Heights = std::move(Prev);
}

unsigned ModuleFacts::callHeight(const Function &Fn, unsigned Cap) const {
  std::call_once(HeightsOnce, [this] { findHeights(); });
  return std::min(Cap, std::min(MaxCallHeight, Heights.lookup(&Fn)));
}

void ModuleFacts::findCycles() const {
  // The direct-call graph: what `call` names, resolved as bindCall does
  // (analyses/Interproc.cpp), between functions with a body.
  std::call_once(CallsOnce, [this] { findCalls(); });
  llvm::DenseMap<const Function *, unsigned> Index;
  std::vector<const Function *> Nodes;
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Func && T->Fn && T->Fn->Body && Index.try_emplace(T->Fn, Nodes.size()).second)
      Nodes.push_back(T->Fn);
  std::vector<std::vector<unsigned>> Succ(Nodes.size());
  for (unsigned N = 0; N < Nodes.size(); ++N) {
    auto Calls = CallsOf.find(Nodes[N]);
    if (Calls == CallsOf.end())
      continue;
    for (const Expr *E : Calls->second)
      if (const Function *F = CalleeOf.lookup(E)) {
        auto It = Index.find(F);
        if (It != Index.end())
          Succ[N].push_back(It->second);
      }
  }
  std::vector<unsigned> Comp;
  std::vector<bool> OnCycle;
  stronglyConnected(
      unsigned(Nodes.size()), [&](unsigned V) -> llvm::ArrayRef<unsigned> { return Succ[V]; },
      Comp, OnCycle);
  for (unsigned V = 0; V < Nodes.size(); ++V)
    if (OnCycle[V])
      CycleOf[Nodes[V]] = Comp[V];
}

AnalysisContext::AnalysisContext(const Module &Mod, AnalysisOptions O)
    : AnalysisContext(Mod, std::move(O), std::make_shared<const ModuleFacts>(Mod)) {}

AnalysisContext::AnalysisContext(const Module &Mod, AnalysisOptions O,
                                 std::shared_ptr<const ModuleFacts> F)
    : M(Mod), Opts(std::move(O)), Facts(std::move(F)), Globals(Facts->Globals),
      Functions(Facts->Functions), Callees(Facts->calleeCache()) {}

CalleeCache::CalleeCache() = default;
CalleeCache::~CalleeCache() = default;

CalleeCache &ModuleFacts::calleeCache() const {
  std::lock_guard<std::mutex> L(CachesLock);
  std::unique_ptr<CalleeCache> &C = Caches[std::this_thread::get_id()];
  if (!C)
    C = std::make_unique<CalleeCache>();
  return *C;
}

AnalysisContext::~AnalysisContext() = default;

FunctionIR &AnalysisContext::calleeIR(const Function &Fn) const {
  std::unique_ptr<FunctionIR> &IR = Callees.IRs[&Fn];
  if (IR) {
    // Made by an earlier context of this thread: its depot slots read
    // callee summaries through this one now.
    IR->Ctx = this;
  } else {
    // nvcc -G output calls the same helpers from most of its functions,
    // and each function's context has callee IRs of its own: copying the
    // module's build costs a fraction of building (register lookups,
    // classification, the CFG).
    if (const FunctionIR *B = Facts->builtIR(Fn))
      IR = std::make_unique<FunctionIR>(*B, this);
    else
      IR = std::make_unique<FunctionIR>(M, Fn, this);
  }
  return *IR;
}

const FunctionIR &AnalysisContext::calleeShape(const Function &Fn) const {
  if (const FunctionIR *B = Facts->builtIR(Fn))
    return *B;
  return calleeIR(Fn);
}

smt::Solver &AnalysisContext::solver() const {
  if (!Smt)
    Smt = std::make_unique<smt::Solver>(Opts.Smt, &Facts->SmtShare);
  return *Smt;
}

LaunchShape AnalysisContext::launchShape(const Function &F) const {
  LaunchShape L;
  if (Opts.GridDim) {
    L.GridKnown = true;
    L.Grid = *Opts.GridDim;
  }
  if (Opts.BlockDim) {
    L.BlockKind = LaunchShape::Exact;
    L.Block = *Opts.BlockDim;
    return L;
  }
  for (const FuncDirective *D : F.Directives) {
    bool Req = D->Name.Text == ".reqntid", Max = D->Name.Text == ".maxntid";
    if (!Req && !Max)
      continue;
    Dim3 B;
    for (unsigned I = 0; I < 3 && I < D->Values.size(); ++I)
      B.V[I] = D->Values[I] ? D->Values[I] : 1;
    if (Req || L.BlockKind == LaunchShape::Any) {
      L.Block = B;
      L.BlockKind = Req ? LaunchShape::Exact : LaunchShape::Bounded;
    }
  }
  return L;
}

const DomTree &AnalysisContext::calleePostDom(const Function &Fn) const {
  auto &Slot = Callees.PostDoms[&Fn];
  if (!Slot)
    Slot = std::make_unique<DomTree>(calleeIR(Fn), /*Post=*/true);
  return *Slot;
}
