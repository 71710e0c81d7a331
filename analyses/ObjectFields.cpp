//===- ObjectFields.cpp - values read back through a callee's `this` ------===//
//
// See ObjectFields.h.
//
//===----------------------------------------------------------------------===//
#include "analyses/ObjectFields.h"
#include "analyses/AffineForms.h"
#include "analyses/AnalysisContext.h"
#include "analyses/DepotOffset.h"
#include "analyses/FunctionIR.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>

using namespace ptx;

bool ObjectForm::operator==(const ObjectForm &O) const {
  if (Const != O.Const || Terms.size() != O.Terms.size())
    return false;
  for (unsigned K = 0; K < Terms.size(); ++K) {
    const Term &A = Terms[K], &B = O.Terms[K];
    if (A.Deref != B.Deref || A.Param != B.Param || A.Off != B.Off || A.Bytes != B.Bytes ||
        A.Scale != B.Scale)
      return false;
  }
  return true;
}

/// A return piece of a function: objectReturnForm's question.
using FormKey = std::tuple<const Function *, unsigned, int64_t>;
using FormClosure = std::shared_ptr<const std::vector<FormKey>>;

/// FunctionIR::ReturnForms: objectReturnForm's answers that no budget or
/// recursion cut (see returnForm below), by (return variable, piece
/// offset), each with the keys its computation reached (itself included).
struct ptx::ObjectReturnForms {
  struct Answer {
    std::optional<ObjectForm> Form;
    FormClosure Closure;
  };
  std::map<std::pair<unsigned, int64_t>, Answer> Final;
};

namespace {

constexpr unsigned MaxTerms = 4;
constexpr unsigned MaxDepth = 12;
/// Instructions the walks back from a point look at, at most.
constexpr unsigned MaxWalk = 512;
/// callContextLoads: callers and call sites looked at, loads bound.
constexpr unsigned MaxCallers = 16;
constexpr unsigned MaxContextLoads = 16;

int64_t wrapMul(int64_t A, int64_t B) {
  return static_cast<int64_t>(static_cast<uint64_t>(A) * static_cast<uint64_t>(B));
}
int64_t wrapAdd(int64_t A, int64_t B) {
  return static_cast<int64_t>(static_cast<uint64_t>(A) + static_cast<uint64_t>(B));
}

ObjectForm constantForm(int64_t C) {
  ObjectForm F;
  F.Const = C;
  return F;
}

/// \p A += \p Scale * \p B; false when the sum has too many terms.
bool addForm(ObjectForm &A, const ObjectForm &B, int64_t Scale) {
  A.Const = wrapAdd(A.Const, wrapMul(B.Const, Scale));
  for (const ObjectForm::Term &T : B.Terms) {
    int64_t S = wrapMul(T.Scale, Scale);
    auto It = llvm::find_if(A.Terms, [&](const ObjectForm::Term &U) {
      return U.Deref == T.Deref && U.Param == T.Param && U.Off == T.Off && U.Bytes == T.Bytes;
    });
    if (It != A.Terms.end()) {
      It->Scale = wrapAdd(It->Scale, S);
      if (It->Scale == 0)
        A.Terms.erase(It);
      continue;
    }
    if (S == 0)
      continue;
    ObjectForm::Term N = T;
    N.Scale = S;
    A.Terms.push_back(N);
  }
  if (A.Terms.size() > MaxTerms)
    return false;
  llvm::sort(A.Terms, [](const ObjectForm::Term &X, const ObjectForm::Term &Y) {
    return std::tie(X.Deref, X.Param, X.Off, X.Bytes) < std::tie(Y.Deref, Y.Param, Y.Off, Y.Bytes);
  });
  return true;
}

bool hasFloatType(const Inst &I) {
  for (const Word &M : I.S->Mods)
    if (M.Text.size() > 2 && M.Text[1] == 'f' && typeSizeBytes(M.Text))
      return true;
  return false;
}

/// Instructions that write no memory (everything else may, unless its
/// state space says where).
bool writesNoMemory(const Inst &I) {
  llvm::StringRef Op = I.opcode();
  static const char *const Pure[] = {
      "ld",    "ldu",  "mov",  "cvta", "cvt",   "add",  "sub",   "mul",   "mad",     "mul24",
      "mad24", "shl",  "shr",  "and",  "or",    "xor",  "not",   "cnot",  "neg",     "abs",
      "min",   "max",  "div",  "rem",  "setp",  "selp", "set",   "slct",  "bra",     "ret",
      "isspacep", "popc", "clz", "bfe", "bfi",  "prmt", "brev",  "fma",   "sqrt",    "rcp",
      "rsqrt", "ex2",  "lg2",  "sin",  "cos",   "tanh", "testp", "copysign", "sad",  "shf",
      "lop3",  "dp4a", "dp2a", "bfind", "fns",  "mapa", "getctarank", "membar", "fence",
      "activemask", "nanosleep", "prefetch", "prefetchu", "ldmatrix", "shfl", "vote", "match",
      "redux", "elect", "bar", "barrier", "exit", "trap", "brkpt", "pmevent", "istypep",
      "createpolicy", "applypriority", "addc", "subc", "madc", "szext"};
  for (const char *P : Pure)
    if (Op == P)
      return I.Kind != InstKind::Call;
  return false;
}

/// A memory write whose state space is not the local one (the depot is
/// local memory, reached only through `.local` or generic addresses).
bool nonLocalSpace(const Inst &I) {
  return I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".param") || I.hasMod(".const") ||
         I.hasMod(".shared::cta") || I.hasMod(".shared::cluster");
}

const Expr *addressOperand(const Inst &I) {
  for (const Expr *E : I.S->Operands)
    if (E->K == Expr::Address)
      return E;
  return nullptr;
}

/// The constant depot offset operand \p E of \p F holds at \p At.
std::optional<int64_t> depotOffsetOf(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                                     unsigned At) {
  if (F.Depot.empty() || !E)
    return std::nullopt;
  auto OfSymbol = [&](const Expr *S) -> std::optional<int64_t> {
    if (!S || S->K != Expr::Symbol)
      return std::nullopt;
    if (S->Name == F.Depot)
      return 0;
    auto R = F.lookupReg(S->Name);
    if (R && F.depot().isDepotReg(*R))
      return F.depot().regOffset(*R);
    return std::nullopt;
  };
  if (auto O = OfSymbol(E))
    return O;
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (auto B = OfSymbol(O.Root))
    return depotOffsetInRange(wrappingAdd(*B, O.Add));
  return std::nullopt;
}

/// Whether a pointer operand cannot hold an address of \p F's depot: a
/// generic address in the global or the shared window.
bool notDepotPointer(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E, unsigned At) {
  return isGenericGlobalAddress(F, Ctx, E, At) || isGenericSharedAddress(F, Ctx, E, At);
}

/// Whether operand \p E of \p F at \p At may hold an address in F's depot:
/// a depot register (any offset), or a value traced to one.
bool mayHoldDepot(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E, unsigned At) {
  if (!E || F.Depot.empty())
    return false;
  if (evalConstExpr(E))
    return false;
  auto IsDepotSym = [&](const Expr *S) {
    if (!S || S->K != Expr::Symbol)
      return false;
    if (S->Name == F.Depot)
      return true;
    auto R = F.lookupReg(S->Name);
    return R && F.depot().isDepotReg(*R);
  };
  if (E->K == Expr::Vector) {
    for (const Expr *S : E->Sub)
      if (mayHoldDepot(F, Ctx, S, At))
        return true;
    return false;
  }
  if (IsDepotSym(E))
    return true;
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (IsDepotSym(O.Root))
    return true;
  // A value some instruction computes from registers: a depot address
  // only when one of its operands may be (arithmetic on the pointer).
  if (O.RootDef >= 0) {
    const Inst &I = F.Insts[O.RootDef];
    if (I.opcode() == "ld") {
      // A pointer-wide value loaded from the depot may be a depot address
      // the slots do not place (stored there under a join); one loaded
      // from elsewhere got there through a write checked here.
      return I.S->Operands.size() == 2 && accessBytes(I) == 8 &&
             F.depot().isDepotAddress(I.S->Operands[1]);
    }
    for (const RegRef &U : I.Uses)
      if (F.depot().isDepotReg(U.Reg))
        return true;
    return false;
  }
  return !O.Root || O.Root->K == Expr::Symbol; // a join of several writes
}

/// No address of \p F's depot is kept outside the depot: every write of
/// a value that may be one goes to a placed depot slot, and every call
/// passed one has an exact ParamStoreSummary whose writes go through the
/// depot addresses it is passed. (Loads of such a value from the depot are
/// then depot addresses again, which mayHoldDepot does not follow: they
/// only reach memory or calls through the writes checked here, and a
/// call passed one is checked as passed a depot address.)
bool depotConfined(FunctionIR &F, const AnalysisContext &Ctx) {
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Kind == InstKind::Call) {
      CallBinding B = bindCall(Ctx, F, K);
      bool Passes = false;
      for (const CallBinding::Piece &P : B.Args)
        Passes = Passes || mayHoldDepot(F, Ctx, P.Value, P.Store);
      if (!Passes)
        continue;
      const ParamStoreSummary *S = exactParamStores(Ctx, F.F, B);
      if (!S)
        return false;
      for (const ParamStoreSummary::Store &St : S->Stores) {
        const CallBinding::Piece *P = B.arg(St.Param, 0);
        if (!P || !depotOffsetOf(F, Ctx, P->Value, P->Store))
          return false;
      }
      continue;
    }
    if (writesNoMemory(I) || (I.opcode() == "st" && I.hasMod(".param")))
      continue;
    const Expr *A = addressOperand(I);
    for (const Expr *V : I.S->Operands)
      if (V != A && V->K != Expr::Address && mayHoldDepot(F, Ctx, V, K) &&
          !(A && F.depot().isDepotAddress(A) && F.depot().addressOffset(A)))
        return false;
  }
  return true;
}

/// The value (as an ObjectForm of \p G's parameters and entry memory) of
/// \p G's operands.
/// objectReturnForm's answers within one question (a callee asked twice
/// in one walk is computed once; an entry being computed reads as none,
/// which cuts recursion). Cuts counts the answers that a cut decided: the
/// callee budget, an entry still being computed, or an entry that was
/// itself decided by one. An answer computed while Cuts stayed where it
/// was goes to its callee IR's ReturnForms with the keys it reached.
struct FormMemo {
  struct Entry {
    std::optional<ObjectForm> Form;
    bool Done = false;
    bool Clean = false;
    FormClosure Closure; // when Clean
  };
  std::map<FormKey, Entry> Map;
  unsigned Computed = 0;
  unsigned Cuts = 0;
  /// Per answer being computed, the keys it has reached so far.
  std::vector<std::set<FormKey>> Reached;
  void reach(const std::vector<FormKey> &C) {
    if (!Reached.empty())
      Reached.back().insert(C.begin(), C.end());
  }
};

std::optional<ObjectForm> returnForm(const AnalysisContext &Ctx, const Function *Fn, unsigned Ret,
                                     int64_t Off, FormMemo &Memo);

struct Eval {
  const AnalysisContext &Ctx;
  FunctionIR &G;
  FormMemo &Memo;

  std::optional<ObjectForm> form(const Expr *E, unsigned At, unsigned Depth);
  /// The callee's form \p CF at call \p CallIdx, in \p G's terms.
  std::optional<ObjectForm> mapCall(unsigned CallIdx, const CallBinding &B, const ObjectForm &CF,
                                    unsigned Depth);
  /// No write outside \p G's own frame comes before \p At on a path from
  /// the entry.
  bool clean(unsigned At);
  bool writesOutsideFrame(unsigned K);
  bool ownFrame(const Expr *E, unsigned At) {
    return !G.Depot.empty() && (G.depot().isDepotAddress(E) || depotOffsetOf(G, Ctx, E, At));
  }
  /// The form of what store \p StoreNo of \p Callee's ParamStoreSummary
  /// writes, in \p G's terms at call \p CallIdx.
  std::optional<ObjectForm> calleeStore(unsigned CallIdx, const CallBinding &B, unsigned StoreNo,
                                        unsigned Depth);
};

bool Eval::writesOutsideFrame(unsigned K) {
  const Inst &I = G.Insts[K];
  if (I.Kind == InstKind::Call) {
    CallBinding B = bindCall(Ctx, G, K);
    const ParamStoreSummary *S = exactParamStores(Ctx, G.F, B);
    if (!S)
      return true;
    for (const ParamStoreSummary::Store &St : S->Stores) {
      const CallBinding::Piece *P = B.arg(St.Param, 0);
      if (!P || !ownFrame(P->Value, P->Store))
        return true;
    }
    return false;
  }
  if (writesNoMemory(I) || nonLocalSpace(I))
    return false;
  const Expr *A = addressOperand(I);
  if (!A)
    return I.opcode() != "cp"; // cp.async.commit_group / wait_group
  return !ownFrame(A, K);
}

bool Eval::clean(unsigned At) {
  if (At >= G.Insts.size())
    return false;
  llvm::SmallVector<unsigned, 8> Work{G.Insts[At].Block};
  llvm::SmallVector<bool, 16> Seen(G.numBlocks(), false);
  Seen[G.Insts[At].Block] = true;
  unsigned Looked = 0;
  bool First = true;
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    const BasicBlock &BB = G.Blocks[B];
    unsigned End = First ? At : BB.End;
    First = false;
    for (unsigned K = BB.Begin; K < End; ++K) {
      if (++Looked > MaxWalk || writesOutsideFrame(K))
        return false;
    }
    for (unsigned P : BB.Preds)
      if (!Seen[P]) {
        Seen[P] = true;
        Work.push_back(P);
      }
  }
  // (The block of At may be on a cycle: its instructions after At then
  // precede At too.)
  const BasicBlock &AB = G.Blocks[G.Insts[At].Block];
  if (G.inCycle(G.Insts[At].Block))
    for (unsigned K = At; K < AB.End; ++K)
      if (writesOutsideFrame(K))
        return false;
  return true;
}

std::optional<ObjectForm> Eval::calleeStore(unsigned CallIdx, const CallBinding &B,
                                            unsigned StoreNo, unsigned Depth) {
  const ParamStoreSummary &S = paramStores(Ctx, B.Callee);
  if (!S.Exact || StoreNo >= S.Stores.size())
    return std::nullopt;
  const ParamStoreSummary::Store &St = S.Stores[StoreNo];
  if (St.Value) {
    const CallBinding::Piece *A = B.arg(St.Value->Param, St.Value->Off);
    if (!A || A->Value->K == Expr::Vector)
      return std::nullopt;
    auto F = form(A->Value, A->Store, Depth + 1);
    if (F)
      F->Const = wrapAdd(F->Const, St.Value->Add);
    return F;
  }
  if (St.Src < 0)
    return std::nullopt;
  FunctionIR &C = Ctx.calleeIR(*B.Callee);
  const Inst &I = C.Insts[St.Src];
  Eval In{Ctx, C, Memo};
  std::optional<ObjectForm> CF;
  if (I.Kind == InstKind::Call) {
    CallBinding NB = bindCall(Ctx, C, static_cast<unsigned>(St.Src));
    if (!NB.Callee || Ctx.onCallCycle(C.F, *NB.Callee))
      return std::nullopt;
    CF = In.calleeStore(static_cast<unsigned>(St.Src), NB, St.SrcStore, Depth + 1);
  } else if (I.opcode() == "st" && I.S->Operands.size() == 2) {
    CF = In.form(I.S->Operands[1], static_cast<unsigned>(St.Src), Depth + 1);
  }
  if (!CF)
    return std::nullopt;
  return mapCall(CallIdx, B, *CF, Depth + 1);
}

std::optional<ObjectForm> Eval::mapCall(unsigned CallIdx, const CallBinding &B,
                                        const ObjectForm &CF, unsigned Depth) {
  ObjectForm Out = constantForm(CF.Const);
  for (const ObjectForm::Term &T : CF.Terms) {
    if (!T.Deref) {
      const CallBinding::Piece *A = B.arg(T.Param, T.Off);
      if (!A || A->Value->K == Expr::Vector)
        return std::nullopt;
      auto F = form(A->Value, A->Store, Depth + 1);
      if (!F || !addForm(Out, *F, T.Scale))
        return std::nullopt;
      continue;
    }
    const CallBinding::Piece *A = B.arg(T.Param, 0);
    if (!A || A->Value->K == Expr::Vector)
      return std::nullopt;
    std::optional<ObjectForm> F;
    if (auto Y = depotOffsetOf(G, Ctx, A->Value, A->Store)) {
      // An object in G's own frame: what G wrote there last.
      // T.Off is any int64 (a callee's [p+2^63-1]): a sum past the depot
      // names no slot.
      auto At = depotOffsetInRange(wrappingAdd(*Y, T.Off));
      auto SV = At ? depotValueBefore(G, Ctx, CallIdx, *At, T.Bytes) : std::nullopt;
      if (!SV)
        return std::nullopt;
      F = form(SV->Value, SV->At, Depth + 1);
      if (F)
        F->Const = wrapAdd(F->Const, SV->Add);
    } else {
      // A pointer G was passed itself: the memory it points to on G's
      // entry, if G wrote nothing before the call.
      auto P = form(A->Value, A->Store, Depth + 1);
      if (!P || P->Terms.size() != 1 || P->Terms[0].Deref || P->Terms[0].Off != 0 ||
          P->Terms[0].Scale != 1 || !clean(CallIdx))
        return std::nullopt;
      ObjectForm D;
      D.Terms.push_back({true, P->Terms[0].Param, wrapAdd(P->Const, T.Off), T.Bytes, 1});
      F = D;
    }
    if (!F || !addForm(Out, *F, T.Scale))
      return std::nullopt;
  }
  return Out;
}

std::optional<ObjectForm> Eval::form(const Expr *E, unsigned At, unsigned Depth) {
  if (!E || Depth > MaxDepth || G.F.IsEntry)
    return std::nullopt;
  if (auto V = evalConstExpr(E))
    return constantForm(*V);
  ValueOrigin O = traceCopies(G, Ctx, E, At);
  if (auto P = asParam(G, O)) {
    ObjectForm F;
    F.Terms.push_back({false, P->Param, P->Off, 0, 1});
    F.Const = P->Add;
    return F;
  }
  if (O.Root && O.Steps)
    if (auto V = evalConstExpr(O.Root))
      return constantForm(wrapAdd(*V, O.Add));
  auto WithAdd = [&](std::optional<ObjectForm> F) {
    if (F)
      F->Const = wrapAdd(F->Const, O.Add);
    return F;
  };
  if (O.RootDef < 0) {
    // A register several copies write (nvcc -G's join of two paths'
    // results, `mov %rd21, %rd1` and `mov %rd21, %rd3`): one form when
    // every write that reaches gives the same.
    if (!O.Root || O.Root->K != Expr::Symbol)
      return std::nullopt;
    auto R = G.lookupReg(O.Root->Name);
    llvm::SmallVector<unsigned, 4> Defs;
    if (!R || G.Regs[*R].IsParam || !G.reachingDefs(*R, O.At, Defs) || Defs.size() < 2 ||
        Defs.size() > 4)
      return std::nullopt;
    std::optional<ObjectForm> Common;
    for (unsigned D : Defs) {
      const Inst &I = G.Insts[D];
      if (I.opcode() != "mov" || I.S->Guard || I.S->Operands.size() != 2 ||
          I.S->Operands[1]->K != Expr::Symbol)
        return std::nullopt;
      auto F = form(I.S->Operands[1], D, Depth + 1);
      if (!F || (Common && !(*F == *Common)))
        return std::nullopt;
      Common = F;
    }
    return WithAdd(Common);
  }
  unsigned D = static_cast<unsigned>(O.RootDef);
  const Inst &I = G.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  if (I.S->Guard || I.Defs.size() != 1)
    return std::nullopt;
  if (Op == "ld" && I.hasMod(".param")) {
    unsigned Ret;
    int64_t Off;
    auto C = callOfResult(G, D, Ret, Off);
    if (!C || isVectorAccess(I))
      return std::nullopt;
    CallBinding B = bindCall(Ctx, G, *C);
    if (!B.Callee || Ctx.onCallCycle(G.F, *B.Callee))
      return std::nullopt;
    if (auto CF = returnForm(Ctx, B.Callee, Ret, Off, Memo))
      return WithAdd(mapCall(*C, B, *CF, Depth + 1));
    return std::nullopt;
  }
  if (Op == "ld" && Ops.size() == 2 && !isVectorAccess(I) &&
      (accessBytes(I) == 4 || accessBytes(I) == 8) &&
      (!nonLocalSpace(I) || I.hasMod(".local")) && !I.hasMod(".volatile")) {
    unsigned Bytes = accessBytes(I);
    if (!G.Depot.empty() && G.depot().isDepotAddress(Ops[1])) {
      int S = G.depot().storeOf(D);
      if (S >= 0 && G.Insts[S].S->Operands.size() == 2)
        return WithAdd(form(G.Insts[S].S->Operands[1], static_cast<unsigned>(S), Depth + 1));
      if (auto CS = G.depot().callStoreOf(D)) {
        CallBinding B = bindCall(Ctx, G, CS->Call);
        if (!B.Callee || Ctx.onCallCycle(G.F, *B.Callee))
          return std::nullopt;
        return WithAdd(calleeStore(CS->Call, B, CS->Store, Depth + 1));
      }
      return std::nullopt;
    }
    // A field of an object a pointer parameter points to.
    int64_t Imm;
    const Expr *Base = addressBase(Ops[1], Imm);
    if (!Base || !G.lookupReg(Base->Name))
      return std::nullopt;
    auto P = form(Base, D, Depth + 1);
    if (!P || P->Terms.size() != 1 || P->Terms[0].Deref || P->Terms[0].Off != 0 ||
        P->Terms[0].Scale != 1 || !clean(D))
      return std::nullopt;
    ObjectForm F;
    F.Terms.push_back({true, P->Terms[0].Param, wrapAdd(P->Const, Imm), Bytes, 1});
    return WithAdd(F);
  }
  if (hasFloatType(I) || I.hasMod(".sat") || I.hasMod(".cc") || I.hasMod(".hi"))
    return std::nullopt;
  auto Sub = [&](unsigned K) -> std::optional<ObjectForm> {
    return K < Ops.size() ? form(Ops[K], D, Depth + 1) : std::nullopt;
  };
  std::optional<ObjectForm> R;
  if ((Op == "add" || Op == "sub") && Ops.size() == 3) {
    auto A = Sub(1), B = Sub(2);
    if (!A || !B || !addForm(*A, *B, Op == "add" ? 1 : -1))
      return std::nullopt;
    R = A;
  } else if (Op == "mul" && Ops.size() == 3) {
    auto KA = evalConstExpr(Ops[1]), KB = evalConstExpr(Ops[2]);
    if (!KA && !KB)
      return std::nullopt;
    auto V = Sub(KB ? 1 : 2);
    if (!V)
      return std::nullopt;
    ObjectForm Out;
    if (!addForm(Out, *V, KB ? *KB : *KA))
      return std::nullopt;
    R = Out;
  } else if (Op == "shl" && Ops.size() == 3) {
    auto K = evalConstExpr(Ops[2]);
    if (!K || *K < 0 || *K > 62)
      return std::nullopt;
    auto V = Sub(1);
    ObjectForm Out;
    if (!V || !addForm(Out, *V, int64_t(1) << *K))
      return std::nullopt;
    R = Out;
  }
  return WithAdd(R);
}

std::optional<ObjectForm> computeReturnForm(const AnalysisContext &Ctx, const Function &Fn,
                                            unsigned Ret, int64_t Off, FormMemo &Memo) {
  if (!Fn.Body || Fn.IsEntry)
    return std::nullopt;
  FunctionIR &G = Ctx.calleeIR(Fn);
  if (G.Insts.size() > 400)
    return std::nullopt;
  llvm::StringRef RetName;
  unsigned Idx = 0;
  for (const VarDecl *V : Fn.Returns)
    for (const Declarator &D : V->Decls) {
      if (Idx == Ret)
        RetName = D.Name.Text;
      ++Idx;
    }
  if (RetName.empty())
    return std::nullopt;
  int Store = -1;
  for (unsigned K = 0; K < G.Insts.size(); ++K) {
    const Inst &I = G.Insts[K];
    if (!G.Blocks[I.Block].Reachable || I.opcode() != "st" || !I.hasMod(".param"))
      continue;
    int64_t O;
    const Expr *B = I.S->Operands.empty() ? nullptr : addressBase(I.S->Operands[0], O);
    if (!B) {
      // A store into the return variable at a place not known.
      if (I.S->Operands.size() && I.S->Operands[0]->K == Expr::Address)
        return std::nullopt;
      continue;
    }
    if (B->Name != RetName || !rangesOverlap(O, accessBytes(I), Off, 8))
      continue;
    if (O != Off || Store != -1 || I.S->Guard || isVectorAccess(I) ||
        I.S->Operands.size() != 2 || (accessBytes(I) != 4 && accessBytes(I) != 8))
      return std::nullopt;
    Store = static_cast<int>(K);
  }
  if (Store < 0)
    return std::nullopt;
  Eval E{Ctx, G, Memo};
  return E.form(G.Insts[Store].S->Operands[1], static_cast<unsigned>(Store), 0);
}

/// Whether a question may take a kept answer with closure \p C: exactly
/// when computing it afresh would have met no cut, i.e. every key of C the
/// question has met was answered clean (so with the kept values) and the
/// ones it has not met fit in its budget. Those then count as computed, with
/// their kept answers, as the fresh walk would have left them.
bool takeKept(const AnalysisContext &Ctx, FormMemo &Memo, const std::vector<FormKey> &C) {
  llvm::SmallVector<std::pair<const FormKey *, const ObjectReturnForms::Answer *>, 8> New;
  for (const FormKey &K : C) {
    auto It = Memo.Map.find(K);
    if (It != Memo.Map.end()) {
      if (!It->second.Done || !It->second.Clean)
        return false;
      continue;
    }
    FunctionIR &G = Ctx.calleeIR(*std::get<0>(K));
    if (!G.ReturnForms)
      return false;
    auto A = G.ReturnForms->Final.find({std::get<1>(K), std::get<2>(K)});
    if (A == G.ReturnForms->Final.end())
      return false;
    New.push_back({&K, &A->second});
  }
  if (Memo.Computed + New.size() > 64)
    return false;
  Memo.Computed += New.size();
  for (auto [K, A] : New)
    Memo.Map[*K] = FormMemo::Entry{A->Form, true, true, A->Closure};
  Memo.reach(C);
  return true;
}

std::optional<ObjectForm> returnForm(const AnalysisContext &Ctx, const Function *Fn, unsigned Ret,
                                     int64_t Off, FormMemo &Memo) {
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return std::nullopt;
  FormKey Key{Fn, Ret, Off};
  if (auto It = Memo.Map.find(Key); It != Memo.Map.end()) {
    if (!It->second.Done || !It->second.Clean)
      ++Memo.Cuts;
    else
      Memo.reach(*It->second.Closure);
    return It->second.Form;
  }
  // An answer kept from an earlier question, when this one would have
  // computed it uncut: the same answer, and the same state of the question
  // after it, so what each question gets does not depend on the questions
  // asked before it (on this thread's callee IRs).
  FunctionIR &G = Ctx.calleeIR(*Fn);
  if (G.ReturnForms)
    if (auto A = G.ReturnForms->Final.find({Ret, Off}); A != G.ReturnForms->Final.end()) {
      ObjectReturnForms::Answer Kept = A->second;
      if (takeKept(Ctx, Memo, *Kept.Closure))
        return Kept.Form;
    }
  // A bound on the callees one question computes (the walks are bounded
  // in depth, not in breadth).
  Memo.Map[Key];
  if (++Memo.Computed > 64) {
    Memo.Map[Key].Done = true;
    ++Memo.Cuts;
    return std::nullopt;
  }
  unsigned CutsBefore = Memo.Cuts;
  Memo.Reached.emplace_back();
  auto F = computeReturnForm(Ctx, *Fn, Ret, Off, Memo);
  std::set<FormKey> Reached = std::move(Memo.Reached.back());
  Memo.Reached.pop_back();
  FormMemo::Entry &E = Memo.Map[Key];
  E.Form = F;
  E.Done = true;
  E.Clean = Memo.Cuts == CutsBefore;
  if (E.Clean) {
    Reached.insert(Key);
    E.Closure = std::make_shared<const std::vector<FormKey>>(Reached.begin(), Reached.end());
    if (!G.ReturnForms)
      G.ReturnForms = std::make_shared<ObjectReturnForms>();
    G.ReturnForms->Final[{Ret, Off}] = {F, E.Closure};
    Memo.reach(*E.Closure);
  }
  return F;
}

} // namespace

std::optional<ObjectForm> ptx::objectReturnForm(const AnalysisContext &Ctx, const Function *Fn,
                                                unsigned Ret, int64_t Off) {
  FormMemo Memo;
  return returnForm(Ctx, Fn, Ret, Off, Memo);
}

/// A ParamStoreSummary store whose value the callee computes, when that
/// value is one of the callee's parameters plus a constant after all (the
/// constructor stores `to_address(p)`, an out-of-line helper returning p).
static std::optional<ParamRef> storedParam(const AnalysisContext &Ctx, const Function *Callee,
                                           const ParamStoreSummary::Store &St) {
  if (St.Src < 0 || !Callee)
    return std::nullopt;
  FunctionIR &C = Ctx.calleeIR(*Callee);
  const Inst &I = C.Insts[St.Src];
  if (I.opcode() != "st" || I.S->Operands.size() != 2)
    return std::nullopt;
  FormMemo Memo;
  Eval E{Ctx, C, Memo};
  auto F = E.form(I.S->Operands[1], static_cast<unsigned>(St.Src), 0);
  if (!F || F->Terms.size() != 1 || F->Terms[0].Deref || F->Terms[0].Scale != 1)
    return std::nullopt;
  return ParamRef{F->Terms[0].Param, F->Terms[0].Off, F->Const};
}

namespace {
/// What one instruction does to depot bytes [Off, Off + Bytes): nothing,
/// something not known (a partial, guarded or unplaced write), or a write
/// of one scalar value.
enum class SlotWriteKind { None, Unknown, Value };
struct SlotWrite {
  SlotWriteKind K = SlotWriteKind::None;
  SlotValue V{nullptr, 0, 0};
};
} // namespace

/// depotValueBefore's question for instruction \p K alone. \p Confined:
/// depotConfined(F), computed on first need.
static SlotWrite slotWriteOf(FunctionIR &F, const AnalysisContext &Ctx, unsigned K, int64_t Off,
                             unsigned Bytes, std::optional<bool> &Confined) {
  const SlotWrite None, Unknown{SlotWriteKind::Unknown, {nullptr, 0, 0}};
  auto Overlaps = [&](int64_t Y, int64_t N) {
    return N > 0 && rangesOverlap(Y, static_cast<uint64_t>(N), Off, Bytes);
  };
  const Inst &I = F.Insts[K];
  if (I.Kind == InstKind::Call) {
    CallBinding CB = bindCall(Ctx, F, K);
    if (!CB.Callee || Ctx.onCallCycle(F.F, *CB.Callee))
      return Unknown;
    const ParamStoreSummary &S = paramStores(Ctx, CB.Callee);
    if (!S.Exact) {
      // A callee passed no depot address, while no depot address is
      // kept anywhere but in the depot and the objects of exact callees:
      // it cannot reach the slot (nvcc -G's __bfloat162float takes its
      // value by copy).
      if (!Confined)
        Confined = depotConfined(F, Ctx);
      if (!*Confined)
        return Unknown;
      for (const CallBinding::Piece &P : CB.Args)
        if (mayHoldDepot(F, Ctx, P.Value, P.Store))
          return Unknown;
      return None;
    }
    for (const ParamStoreSummary::Store &St : S.Stores) {
      const CallBinding::Piece *P = CB.arg(St.Param, 0);
      if (!P)
        return Unknown;
      auto Y = depotOffsetOf(F, Ctx, P->Value, P->Store);
      if (!Y) {
        if (notDepotPointer(F, Ctx, P->Value, P->Store))
          continue;
        return Unknown;
      }
      int64_t W = *Y + St.Add;
      if (!Overlaps(W, St.Bytes))
        continue;
      if (W != Off || St.Bytes != Bytes)
        return Unknown;
      std::optional<ParamRef> Arg = St.Value;
      if (!Arg)
        Arg = storedParam(Ctx, CB.Callee, St);
      if (!Arg)
        return Unknown;
      const CallBinding::Piece *V = CB.arg(Arg->Param, Arg->Off);
      if (!V || V->Value->K == Expr::Vector)
        return Unknown;
      return {SlotWriteKind::Value, {V->Value, V->Store, Arg->Add}};
    }
    return None;
  }
  if (writesNoMemory(I) || nonLocalSpace(I))
    return None;
  const Expr *A = addressOperand(I);
  if (!A)
    return I.opcode() == "cp" ? None : Unknown;
  if (F.depot().isDepotAddress(A)) {
    auto Y = F.depot().addressOffset(A);
    if (!Y)
      return Unknown;
    unsigned N = I.opcode() == "st" ? std::max(1u, accessBytes(I)) : 32;
    if (!Overlaps(*Y, N))
      return None;
    if (*Y != Off || N != Bytes || I.opcode() != "st" || I.S->Guard || isVectorAccess(I) ||
        I.S->Operands.size() != 2 || I.S->Operands[1]->K == Expr::Vector)
      return Unknown;
    return {SlotWriteKind::Value, {I.S->Operands[1], K, 0}};
  }
  int64_t Imm;
  const Expr *Base = addressBase(A, Imm);
  if (!Base || !F.lookupReg(Base->Name)) {
    if (Base && Ctx.Globals.count(Base->Name))
      return None; // a module variable
    return Unknown;
  }
  return notDepotPointer(F, Ctx, Base, K) ? None : Unknown;
}

/// Past a join: the one instruction of \p F that writes the bytes, when
/// every other reachable instruction is known to leave them alone, the
/// write is a scalar value, runs at most once (its block is on no cycle)
/// and dominates \p At (nvcc -G's closure object, built once in the
/// caller's depot and passed to a lambda called in a loop). Memoised per
/// slot on \p F.
static std::optional<SlotValue> soleWriterBefore(FunctionIR &F, const AnalysisContext &Ctx,
                                                 unsigned At, int64_t Off, unsigned Bytes) {
  auto Key = std::make_pair(Off, Bytes);
  auto It = F.SoleDepotWriter.find(Key);
  if (It == F.SoleDepotWriter.end()) {
    FunctionIR::SoleWriter W;
    std::optional<bool> Confined;
    bool Fail = false;
    for (unsigned K = 0; K < F.Insts.size() && !Fail; ++K) {
      if (!F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      SlotWrite SW = slotWriteOf(F, Ctx, K, Off, Bytes, Confined);
      if (SW.K == SlotWriteKind::None)
        continue;
      if (SW.K == SlotWriteKind::Unknown || W.Value) {
        Fail = true;
        break;
      }
      W = {SW.V.Value, SW.V.At, SW.V.Add, K};
    }
    if (Fail || (W.Value && F.inCycle(F.Insts[W.Writer].Block)))
      W = {};
    It = F.SoleDepotWriter.try_emplace(Key, W).first;
  }
  const FunctionIR::SoleWriter &W = It->second;
  if (!W.Value)
    return std::nullopt;
  unsigned WB = F.Insts[W.Writer].Block, AB = F.Insts[At].Block;
  if (WB == AB ? W.Writer >= At : !F.dominators().dominates(WB, AB))
    return std::nullopt;
  return SlotValue{W.Value, W.At, W.Add};
}

std::optional<SlotValue> ptx::depotValueBefore(FunctionIR &F, const AnalysisContext &Ctx,
                                               unsigned At, int64_t Off, unsigned Bytes) {
  if (F.Depot.empty() || At >= F.Insts.size())
    return std::nullopt;
  unsigned B = F.Insts[At].Block;
  unsigned K = At;
  llvm::SmallVector<unsigned, 8> Visited{B};
  std::optional<bool> Confined;
  for (unsigned Looked = 0; Looked < MaxWalk; ++Looked) {
    while (K == F.Blocks[B].Begin) {
      const BasicBlock &BB = F.Blocks[B];
      if (B == 0)
        return std::nullopt;
      if (BB.Preds.size() != 1 || llvm::is_contained(Visited, BB.Preds[0]))
        return soleWriterBefore(F, Ctx, At, Off, Bytes);
      B = BB.Preds[0];
      Visited.push_back(B);
      K = F.Blocks[B].End;
    }
    --K;
    SlotWrite SW = slotWriteOf(F, Ctx, K, Off, Bytes, Confined);
    if (SW.K == SlotWriteKind::Unknown)
      return std::nullopt;
    if (SW.K == SlotWriteKind::Value)
      return SW.V;
  }
  return std::nullopt;
}

std::optional<CallResultForm> ptx::objectCallResultForm(FunctionIR &F, const AnalysisContext &Ctx,
                                                        unsigned LdIdx, unsigned Depth) {
  if (Depth > 8)
    return std::nullopt;
  unsigned Ret;
  int64_t Off;
  auto C = callOfResult(F, LdIdx, Ret, Off);
  const Inst &L = F.Insts[LdIdx];
  if (!C || L.Defs.size() != 1 || isVectorAccess(L) ||
      (accessBytes(L) != 4 && accessBytes(L) != 8))
    return std::nullopt;
  CallBinding B = bindCall(Ctx, F, *C);
  if (!B.Callee || Ctx.onCallCycle(F.F, *B.Callee))
    return std::nullopt;
  auto CF = objectReturnForm(Ctx, B.Callee, Ret, Off);
  if (!CF)
    return std::nullopt;
  CallResultForm Out;
  Out.Const = CF->Const;
  for (const ObjectForm::Term &T : CF->Terms) {
    if (!T.Deref) {
      const CallBinding::Piece *A = B.arg(T.Param, T.Off);
      if (!A || A->Value->K == Expr::Vector)
        return std::nullopt;
      Out.Terms.push_back({A->Value, A->Store, T.Scale});
      continue;
    }
    const CallBinding::Piece *A = B.arg(T.Param, 0);
    if (!A || A->Value->K == Expr::Vector)
      return std::nullopt;
    auto Y = depotOffsetOf(F, Ctx, A->Value, A->Store);
    if (!Y)
      return std::nullopt;
    auto At = depotOffsetInRange(wrappingAdd(*Y, T.Off)); // as in mapCall
    auto SV = At ? depotValueBefore(F, Ctx, *C, *At, T.Bytes) : std::nullopt;
    if (!SV)
      return std::nullopt;
    Out.Terms.push_back({SV->Value, SV->At, T.Scale});
    Out.Const = wrapAdd(Out.Const, wrapMul(SV->Add, T.Scale));
  }
  return Out;
}

namespace {
/// A load of a callee as a chain of fields from a pointer parameter: the
/// value at `*(...*(param + Offs[0]) + Offs[1] ...) + Offs.back()`, the
/// inner fields pointers (8 bytes), the last Bytes wide.
struct FieldPath {
  unsigned Param = 0;
  llvm::SmallVector<int64_t, 3> Offs;
  unsigned Bytes = 0;
};

/// A load callContextLoads may bind: a scalar generic or local `ld` of 4 or
/// 8 bytes into one register, unguarded and not volatile.
bool bindableLoad(const Inst &I) {
  return I.opcode() == "ld" && I.S->Operands.size() == 2 && I.Defs.size() == 1 && !I.S->Guard &&
         !isVectorAccess(I) && (accessBytes(I) == 4 || accessBytes(I) == 8) &&
         (!nonLocalSpace(I) || I.hasMod(".local")) && !I.hasMod(".volatile") &&
         I.S->Operands[1]->K == Expr::Address;
}

/// Load \p K of E.G as a FieldPath, when each load on the chain reads
/// memory no write of the callee can have changed since its entry
/// (Eval::clean).
std::optional<FieldPath> fieldPath(Eval &E, unsigned K, unsigned Depth) {
  const Inst &I = E.G.Insts[K];
  if (Depth > 3 || !bindableLoad(I))
    return std::nullopt;
  int64_t Imm;
  const Expr *Base = addressBase(I.S->Operands[1], Imm);
  if (!Base || !E.G.lookupReg(Base->Name))
    return std::nullopt;
  std::optional<FieldPath> Out;
  auto P = E.form(Base, K, 0);
  if (P && P->Terms.size() == 1 && !P->Terms[0].Deref && P->Terms[0].Off == 0 &&
      P->Terms[0].Scale == 1) {
    Out.emplace();
    Out->Param = P->Terms[0].Param;
    Out->Offs.push_back(wrapAdd(P->Const, Imm));
  } else {
    ValueOrigin O = traceCopies(E.G, E.Ctx, Base, K);
    if (O.RootDef < 0 || accessBytes(E.G.Insts[O.RootDef]) != 8)
      return std::nullopt;
    Out = fieldPath(E, static_cast<unsigned>(O.RootDef), Depth + 1);
    if (!Out)
      return std::nullopt;
    Out->Offs.push_back(wrapAdd(O.Add, Imm));
  }
  if (!E.clean(K))
    return std::nullopt;
  Out->Bytes = accessBytes(I);
  return Out;
}

/// The value \p Path reads at call \p CallIdx of \p C, when it is a
/// thread id (a 4-byte load) or a constant: an expression with no
/// registers, the same in every function.
std::optional<Expr> valueAtCall(FunctionIR &C, const AnalysisContext &Ctx, unsigned CallIdx,
                                const CallBinding &B, const FieldPath &Path) {
  const CallBinding::Piece *A = B.arg(Path.Param, 0);
  if (!A || A->Value->K == Expr::Vector)
    return std::nullopt;
  auto Y = depotOffsetOf(C, Ctx, A->Value, A->Store);
  for (unsigned J = 0; Y && J + 1 < Path.Offs.size(); ++J) {
    auto SV = depotValueBefore(C, Ctx, CallIdx, wrapAdd(*Y, Path.Offs[J]), 8);
    if (!SV)
      return std::nullopt;
    auto Z = depotOffsetOf(C, Ctx, SV->Value, SV->At);
    Y = Z ? depotOffsetInRange(wrapAdd(*Z, SV->Add)) : std::nullopt;
  }
  if (!Y)
    return std::nullopt;
  auto SV = depotValueBefore(C, Ctx, CallIdx, wrapAdd(*Y, Path.Offs.back()), Path.Bytes);
  if (!SV)
    return std::nullopt;
  std::optional<int64_t> V = evalConstExpr(SV->Value);
  ValueOrigin O;
  if (!V) {
    O = traceCopies(C, Ctx, SV->Value, SV->At);
    // A constant through copies and conversions: its low 32 bits are
    // exact (a sign extension on the way is not replayed).
    if (O.Root && O.RootDef < 0 && Path.Bytes == 4)
      if (auto R = evalConstExpr(O.Root))
        V = wrapAdd(*R, O.Add);
  }
  if (V) {
    Expr Lit;
    Lit.K = Expr::IntLit;
    uint64_t U = static_cast<uint64_t>(wrapAdd(*V, SV->Add));
    Lit.IntValue = Path.Bytes == 4 ? U & 0xffffffffu : U;
    Lit.IsUnsigned = true;
    return Lit;
  }
  if (Path.Bytes == 4 && SV->Add == 0 && O.Add == 0 && threadVarOf(O.Root))
    return *O.Root;
  return std::nullopt;
}

bool sameValue(const Expr &A, const Expr &B) {
  if (A.K == Expr::IntLit || B.K == Expr::IntLit)
    return A.K == B.K && A.IntValue == B.IntValue;
  return threadVarOf(&A) == threadVarOf(&B);
}
} // namespace

/// Whether \p Name is the mangled name of a lambda's call operator: a
/// member `cl` (operator()) of a closure type `Ul <signature> E [n] _`
/// (Itanium C++ ABI 5.1.8; `_ZZ9tile_gemvPK6__halfS1_PfiENKUliiE_clEii`,
/// generic lambdas `...UlT_E_clIiEEDaS_`).
static bool lambdaCallOperator(llvm::StringRef Name) {
  for (size_t U = Name.find("Ul"); U != llvm::StringRef::npos; U = Name.find("Ul", U + 2))
    for (size_t C = Name.find("_cl", U + 2); C != llvm::StringRef::npos;
         C = Name.find("_cl", C + 3)) {
      size_t D = C;
      while (D > U + 2 && llvm::isDigit(Name[D - 1]))
        --D;
      if (Name[D - 1] == 'E' && C + 3 < Name.size() && (Name[C + 3] == 'E' || Name[C + 3] == 'I'))
        return true;
    }
  return false;
}

std::vector<ContextLoad> ptx::callContextLoads(const AnalysisContext &Ctx, const Function &Fn) {
  std::vector<ContextLoad> Out;
  // Only a lambda's call operator, whose closure its caller builds in its
  // depot with the captured values (the case this is for). Each question
  // builds every caller's depot in this function's context: asked of every
  // method, nvcc -G's CUB methods (small callees of kernels with large
  // depots) made it a fifth of the whole run on cub_primitives -G.
  if (Fn.IsEntry || !Fn.Body || !lambdaCallOperator(Fn.Name.Text))
    return Out;
  const std::vector<const Function *> *Callers = Ctx.facts().callersOf(Fn);
  if (!Callers || Callers->empty() || Callers->size() > MaxCallers)
    return Out;
  for (const Function *C : *Callers)
    if (!C->Body || Ctx.onCallCycle(*C, Fn))
      return Out;
  FunctionIR &G = Ctx.calleeIR(Fn);
  if (!G.F.Body)
    return Out;
  FormMemo Memo;
  Eval E{Ctx, G, Memo};
  llvm::SmallVector<std::pair<unsigned, FieldPath>, 4> Paths;
  for (unsigned K = 0; K < G.Insts.size(); ++K) {
    if (!G.Blocks[G.Insts[K].Block].Reachable || !bindableLoad(G.Insts[K]))
      continue;
    if (auto P = fieldPath(E, K, 0))
      Paths.push_back({K, *P});
    if (Paths.size() >= MaxContextLoads)
      break;
  }
  if (Paths.empty())
    return Out;
  // Every call of Fn in the module.
  struct Site {
    FunctionIR *C;
    unsigned Call;
    CallBinding B;
  };
  llvm::SmallVector<Site, 4> Sites;
  for (const Function *C : *Callers) {
    FunctionIR &CIR = Ctx.calleeIR(*C);
    for (unsigned K = 0; K < CIR.Insts.size(); ++K) {
      if (CIR.Insts[K].Kind != InstKind::Call)
        continue;
      CallBinding B = bindCall(Ctx, CIR, K);
      if (B.Callee != &Fn)
        continue;
      if (Sites.size() >= MaxCallers)
        return Out;
      Sites.push_back({&CIR, K, std::move(B)});
    }
  }
  if (Sites.empty())
    return Out;
  for (const auto &[K, P] : Paths) {
    std::optional<Expr> Common;
    bool Agree = true;
    for (Site &S : Sites) {
      if (!S.C->Blocks[S.C->Insts[S.Call].Block].Reachable)
        continue;
      auto V = valueAtCall(*S.C, Ctx, S.Call, S.B, P);
      if (!V || (Common && !sameValue(*Common, *V))) {
        Agree = false;
        break;
      }
      Common = V;
    }
    if (Agree && Common)
      Out.push_back({K, *Common});
  }
  return Out;
}
