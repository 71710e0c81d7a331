//===- Enumerate.cpp - answer small SMT queries by evaluation -------------===//
#include "analyses/smt/Enumerate.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Allocator.h"

#include <memory>
#include <type_traits>
#include <vector>

using namespace ptx;
using namespace ptx::smt;

namespace {

//===----------------------------------------------------------------------===//
// S-expressions
//===----------------------------------------------------------------------===//

struct SExpr {
  bool IsList = false;
  llvm::StringRef Atom; ///< a symbol (|quoted| without the bars) or literal
  llvm::ArrayRef<SExpr> Items; ///< a list's items, in the reader's arena

  bool is(llvm::StringRef A) const { return !IsList && Atom == A; }
};

static_assert(std::is_trivially_destructible_v<SExpr>, "the arena does not destroy SExprs");

constexpr unsigned MaxNesting = 256;
constexpr size_t MaxNodes = 20000;
constexpr uint64_t MaxEvaluations = 4000000;

/// Reads S-expressions into \p Arena: a list's items are copied there once
/// it is complete (from one scratch stack), so that reading a query costs
/// no allocation per list and the trees need no destruction (a lane-mask
/// probe's query, 32 thread copies, has tens of thousands of nodes).
class Reader {
public:
  Reader(llvm::StringRef Text, llvm::BumpPtrAllocator &Arena) : Text(Text), Arena(Arena) {}

  /// The top-level expressions; false on malformed text.
  bool readAll(std::vector<SExpr> &Out) {
    while (true) {
      skipSpace();
      if (Pos >= Text.size())
        return true;
      Out.emplace_back();
      if (!read(Out.back(), 0))
        return false;
    }
  }

private:
  llvm::StringRef Text;
  llvm::BumpPtrAllocator &Arena;
  size_t Pos = 0;
  std::vector<SExpr> Scratch; ///< the items of the lists being read

  void skipSpace() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (C == ';') {
        while (Pos < Text.size() && Text[Pos] != '\n')
          ++Pos;
      } else if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
        ++Pos;
      } else {
        return;
      }
    }
  }

  bool read(SExpr &E, unsigned Depth) {
    if (Depth > MaxNesting)
      return false;
    skipSpace();
    if (Pos >= Text.size())
      return false;
    char C = Text[Pos];
    if (C == ')')
      return false;
    if (C == '(') {
      ++Pos;
      E.IsList = true;
      size_t First = Scratch.size();
      while (true) {
        skipSpace();
        if (Pos >= Text.size())
          return false;
        if (Text[Pos] == ')') {
          ++Pos;
          // The items are the scratch stack's tail (nested lists moved theirs
          // out before returning).
          size_t N = Scratch.size() - First;
          if (N) {
            SExpr *Mem = Arena.Allocate<SExpr>(N);
            std::uninitialized_copy(Scratch.begin() + First, Scratch.end(), Mem);
            E.Items = llvm::ArrayRef<SExpr>(Mem, N);
            Scratch.resize(First);
          }
          return true;
        }
        SExpr Item;
        if (!read(Item, Depth + 1))
          return false;
        Scratch.push_back(Item);
      }
    }
    if (C == '|') {
      size_t End = Text.find('|', Pos + 1);
      if (End == llvm::StringRef::npos)
        return false;
      E.Atom = Text.slice(Pos + 1, End);
      Pos = End + 1;
      return true;
    }
    size_t Start = Pos;
    while (Pos < Text.size()) {
      char D = Text[Pos];
      if (D == '(' || D == ')' || D == ' ' || D == '\t' || D == '\n' || D == '\r' || D == ';' ||
          D == '|')
        break;
      ++Pos;
    }
    E.Atom = Text.slice(Start, Pos);
    return true;
  }
};

//===----------------------------------------------------------------------===//
// Terms
//===----------------------------------------------------------------------===//

enum class Op : unsigned char {
  Const, Var,
  // Booleans
  Not, And, Or, Xor, Implies, Ite, Eq, Distinct,
  // bit-vectors
  BvNot, BvNeg, BvAnd, BvOr, BvXor, BvAdd, BvSub, BvMul, BvUDiv, BvURem, BvSDiv, BvSRem,
  BvShl, BvLShr, BvAShr, Extract, ZeroExt, SignExt, Concat,
  Ult, Ule, Ugt, Uge, Slt, Sle, Sgt, Sge,
};

/// One node of the compiled term DAG. Children come before their parents, so
/// the nodes evaluate in index order. Width 0 is a Boolean (value 0 or 1).
struct Node {
  Node(Op K, unsigned W) : K(K), W(W) {}
  Op K;
  unsigned W;
  unsigned A = 0, B = 0;      ///< Extract: hi, lo
  uint64_t Imm = 0;           ///< Const: the value; Var: the variable's index
  llvm::SmallVector<unsigned, 3> Kids;
};

uint64_t maskOf(unsigned W) { return W >= 64 ? ~0ull : W == 0 ? 1 : (1ull << W) - 1; }

int64_t toSigned(uint64_t V, unsigned W) {
  if (W == 0 || W >= 64)
    return (int64_t)V;
  uint64_t Sign = 1ull << (W - 1);
  return (int64_t)((V ^ Sign) - Sign);
}

bool parseUnsigned(llvm::StringRef S, uint64_t &V) {
  if (S.empty() || S.size() > 20)
    return false;
  V = 0;
  for (char C : S) {
    if (C < '0' || C > '9')
      return false;
    uint64_t D = C - '0';
    if (V > (~0ull - D) / 10)
      return false;
    V = V * 10 + D;
  }
  return true;
}

class Compiler {
public:
  std::vector<Node> Nodes;

  struct ConstInfo {
    unsigned W = 0;          ///< 0: Bool
    const SExpr *Def = nullptr; ///< (= X TERM)
    uint64_t Lo = 0, Hi = 0;    ///< the bounded range
    bool HasLiteralEq = false;
    int Node = -1;           ///< its compiled node
    bool InProgress = false;
  };
  llvm::StringMap<ConstInfo> Consts;
  std::vector<llvm::StringRef> ConstOrder;
  struct DefInfo {
    unsigned W = 0;
    const SExpr *Body = nullptr;
    int Node = -1;
    bool InProgress = false;
  };
  llvm::StringMap<DefInfo> Defs;
  /// The bounded constants, in declaration order: their nodes and ranges.
  struct VarInfo {
    llvm::StringRef Name;
    uint64_t Lo, Hi;
  };
  std::vector<VarInfo> Vars;

  /// A sort: (_ BitVec N) with N <= 64 (W = N) or Bool (W = 0).
  static bool sort(const SExpr &S, unsigned &W) {
    if (S.is("Bool")) {
      W = 0;
      return true;
    }
    uint64_t N;
    if (S.IsList && S.Items.size() == 3 && S.Items[0].is("_") && S.Items[1].is("BitVec") &&
        !S.Items[2].IsList && parseUnsigned(S.Items[2].Atom, N) && N >= 1 && N <= 64) {
      W = (unsigned)N;
      return true;
    }
    return false;
  }

  /// A literal bit-vector or Boolean: (_ bvN W), #b..., #x..., true, false.
  static bool literal(const SExpr &S, uint64_t &V, unsigned &W) {
    if (!S.IsList) {
      llvm::StringRef A = S.Atom;
      if (A == "true" || A == "false") {
        V = A == "true";
        W = 0;
        return true;
      }
      if (A.startswith("#b") && A.size() > 2 && A.size() <= 66) {
        V = 0;
        for (char C : A.drop_front(2)) {
          if (C != '0' && C != '1')
            return false;
          V = V << 1 | (uint64_t)(C - '0');
        }
        W = (unsigned)A.size() - 2;
        return true;
      }
      if (A.startswith("#x") && A.size() > 2 && A.size() <= 18) {
        if (A.drop_front(2).getAsInteger(16, V))
          return false;
        W = 4 * ((unsigned)A.size() - 2);
        return true;
      }
      return false;
    }
    uint64_t N;
    if (S.Items.size() == 3 && S.Items[0].is("_") && !S.Items[1].IsList &&
        S.Items[1].Atom.startswith("bv") && !S.Items[2].IsList &&
        parseUnsigned(S.Items[1].Atom.drop_front(2), V) && parseUnsigned(S.Items[2].Atom, N) &&
        N >= 1 && N <= 64 && (V & ~maskOf((unsigned)N)) == 0) {
      W = (unsigned)N;
      return true;
    }
    return false;
  }

  int add(Node N) {
    if (Nodes.size() >= MaxNodes)
      return -1;
    Nodes.push_back(std::move(N));
    return (int)Nodes.size() - 1;
  }

  int constant(uint64_t V, unsigned W) {
    Node N{Op::Const, W};
    N.Imm = V;
    return add(std::move(N));
  }

  /// The node of a name defined by \p Body (of width \p W), compiled the
  /// first time it is asked for; -1 when it is defined through itself or
  /// does not compile to that width.
  int compileOnce(const SExpr &Body, unsigned W, int &Node, bool &InProgress) {
    if (Node >= 0)
      return Node;
    if (InProgress)
      return -1;
    InProgress = true;
    int N = compile(Body);
    InProgress = false;
    if (N < 0 || Nodes[N].W != W)
      return -1;
    return Node = N;
  }

  int symbol(llvm::StringRef Name) {
    auto C = Consts.find(Name);
    if (C != Consts.end()) {
      ConstInfo &I = C->second;
      if (I.Node >= 0)
        return I.Node;
      // Bounded constants have nodes already; the rest need a definition.
      return I.Def ? compileOnce(*I.Def, I.W, I.Node, I.InProgress) : -1;
    }
    auto D = Defs.find(Name);
    if (D != Defs.end())
      return compileOnce(*D->second.Body, D->second.W, D->second.Node, D->second.InProgress);
    return -1;
  }

  int compile(const SExpr &S) {
    uint64_t V;
    unsigned W;
    if (literal(S, V, W))
      return constant(V, W);
    if (!S.IsList)
      return symbol(S.Atom);
    if (S.Items.empty())
      return -1;
    const SExpr &Head = S.Items[0];
    llvm::SmallVector<unsigned, 4> Kids;
    auto Args = [&]() {
      for (size_t I = 1; I < S.Items.size(); ++I) {
        int K = compile(S.Items[I]);
        if (K < 0)
          return false;
        Kids.push_back((unsigned)K);
      }
      return true;
    };
    auto Width = [&](unsigned K) { return Nodes[K].W; };

    if (Head.IsList) {
      // (_ extract i j) x, (_ zero_extend k) x, (_ sign_extend k) x
      if (Head.Items.size() < 2 || !Head.Items[0].is("_") || Head.Items[1].IsList ||
          S.Items.size() != 2 || !Args() || Width(Kids[0]) == 0)
        return -1;
      llvm::StringRef F = Head.Items[1].Atom;
      unsigned In = Width(Kids[0]);
      uint64_t P1, P2;
      if (F == "extract" && Head.Items.size() == 4 && !Head.Items[2].IsList &&
          !Head.Items[3].IsList && parseUnsigned(Head.Items[2].Atom, P1) &&
          parseUnsigned(Head.Items[3].Atom, P2) && P2 <= P1 && P1 < In) {
        Node N{Op::Extract, (unsigned)(P1 - P2 + 1)};
        N.A = (unsigned)P1;
        N.B = (unsigned)P2;
        N.Kids = {Kids[0]};
        return add(std::move(N));
      }
      if ((F == "zero_extend" || F == "sign_extend") && Head.Items.size() == 3 &&
          !Head.Items[2].IsList && parseUnsigned(Head.Items[2].Atom, P1) && In + P1 <= 64) {
        Node N{F == "zero_extend" ? Op::ZeroExt : Op::SignExt, (unsigned)(In + P1)};
        N.Kids = {Kids[0]};
        return add(std::move(N));
      }
      return -1;
    }

    llvm::StringRef F = Head.Atom;
    if (!Args() || Kids.empty())
      return -1;
    auto AllWidth = [&](unsigned Want) {
      for (unsigned K : Kids)
        if (Width(K) != Want)
          return false;
      return true;
    };
    auto Make = [&](Op K, unsigned W) {
      Node N{K, W};
      N.Kids.assign(Kids.begin(), Kids.end());
      return add(std::move(N));
    };
    // Left-associative chains of a binary operator (SMT-LIB allows n-ary).
    auto Chain = [&](Op K, unsigned W) -> int {
      int Acc = (int)Kids[0];
      for (size_t I = 1; I < Kids.size(); ++I) {
        Node N{K, W};
        N.Kids = {(unsigned)Acc, Kids[I]};
        Acc = add(std::move(N));
        if (Acc < 0)
          return -1;
      }
      return Acc;
    };

    unsigned W0 = Width(Kids[0]);
    if (F == "not" && Kids.size() == 1 && W0 == 0)
      return Make(Op::Not, 0);
    if ((F == "and" || F == "or" || F == "xor") && Kids.size() >= 2 && AllWidth(0))
      return Chain(F == "and" ? Op::And : F == "or" ? Op::Or : Op::Xor, 0);
    if (F == "=>" && Kids.size() == 2 && AllWidth(0))
      return Make(Op::Implies, 0);
    if (F == "ite" && Kids.size() == 3 && W0 == 0 && Width(Kids[1]) == Width(Kids[2]))
      return Make(Op::Ite, Width(Kids[1]));
    if ((F == "=" || F == "distinct") && Kids.size() == 2 && AllWidth(W0))
      return Make(F == "=" ? Op::Eq : Op::Distinct, 0);
    if (F == "=" && Kids.size() > 2 && AllWidth(W0)) {
      // (= a b c) is (and (= a b) (= b c))
      llvm::SmallVector<unsigned, 4> Pairs;
      for (size_t I = 0; I + 1 < Kids.size(); ++I) {
        Node N{Op::Eq, 0};
        N.Kids = {Kids[I], Kids[I + 1]};
        int P = add(std::move(N));
        if (P < 0)
          return -1;
        Pairs.push_back((unsigned)P);
      }
      Kids.assign(Pairs.begin(), Pairs.end());
      return Chain(Op::And, 0);
    }
    if (W0 == 0)
      return -1; // the rest are bit-vector operators
    if ((F == "bvnot" || F == "bvneg") && Kids.size() == 1)
      return Make(F == "bvnot" ? Op::BvNot : Op::BvNeg, W0);
    if (F == "concat" && Kids.size() == 2) {
      unsigned W = W0 + Width(Kids[1]);
      if (Width(Kids[1]) == 0 || W > 64)
        return -1;
      return Make(Op::Concat, W);
    }
    if (!AllWidth(W0))
      return -1;
    static const struct {
      const char *Name;
      Op K;
      bool NAry;
    } BvOps[] = {
        {"bvand", Op::BvAnd, true},   {"bvor", Op::BvOr, true},     {"bvxor", Op::BvXor, true},
        {"bvadd", Op::BvAdd, true},   {"bvmul", Op::BvMul, true},   {"bvsub", Op::BvSub, true},
        {"bvudiv", Op::BvUDiv, false}, {"bvurem", Op::BvURem, false}, {"bvsdiv", Op::BvSDiv, false},
        {"bvsrem", Op::BvSRem, false}, {"bvshl", Op::BvShl, false},  {"bvlshr", Op::BvLShr, false},
        {"bvashr", Op::BvAShr, false},
    };
    for (const auto &B : BvOps)
      if (F == B.Name) {
        if (Kids.size() == 2)
          return Make(B.K, W0);
        return B.NAry && Kids.size() > 2 ? Chain(B.K, W0) : -1;
      }
    static const struct {
      const char *Name;
      Op K;
    } Cmps[] = {{"bvult", Op::Ult}, {"bvule", Op::Ule}, {"bvugt", Op::Ugt}, {"bvuge", Op::Uge},
                {"bvslt", Op::Slt}, {"bvsle", Op::Sle}, {"bvsgt", Op::Sgt}, {"bvsge", Op::Sge}};
    for (const auto &C : Cmps)
      if (F == C.Name && Kids.size() == 2)
        return Make(C.K, 0);
    return -1;
  }
};

/// The value of node \p N, its children's values in \p Val.
uint64_t eval(const std::vector<Node> &Nodes, const Node &N, const std::vector<uint64_t> &Val,
              const std::vector<uint64_t> &Assign) {
  auto K = [&](unsigned I) { return Val[N.Kids[I]]; };
  auto KW = [&](unsigned I) { return Nodes[N.Kids[I]].W; };
  unsigned W = N.W;
  uint64_t M = maskOf(W);
  switch (N.K) {
  case Op::Const:
    return N.Imm;
  case Op::Var:
    return Assign[N.Imm];
  case Op::Not:
    return !K(0);
  case Op::And:
    return K(0) && K(1);
  case Op::Or:
    return K(0) || K(1);
  case Op::Xor:
    return (K(0) != 0) != (K(1) != 0);
  case Op::Implies:
    return !K(0) || K(1);
  case Op::Ite:
    return K(0) ? K(1) : K(2);
  case Op::Eq:
    return K(0) == K(1);
  case Op::Distinct:
    return K(0) != K(1);
  case Op::BvNot:
    return ~K(0) & M;
  case Op::BvNeg:
    return (0 - K(0)) & M;
  case Op::BvAnd:
    return K(0) & K(1);
  case Op::BvOr:
    return K(0) | K(1);
  case Op::BvXor:
    return K(0) ^ K(1);
  case Op::BvAdd:
    return (K(0) + K(1)) & M;
  case Op::BvSub:
    return (K(0) - K(1)) & M;
  case Op::BvMul:
    return (K(0) * K(1)) & M;
  case Op::BvUDiv: // SMT-LIB: division by zero is all ones
    return K(1) ? K(0) / K(1) : M;
  case Op::BvURem: // and the remainder by zero the dividend
    return K(1) ? K(0) % K(1) : K(0);
  case Op::BvSDiv:
  case Op::BvSRem: {
    // SMT-LIB defines both through bvudiv/bvurem on the magnitudes.
    uint64_t Sign = 1ull << (W - 1);
    uint64_t S = K(0), T = K(1);
    bool NS = S & Sign, NT = T & Sign;
    uint64_t AS = NS ? (0 - S) & M : S, AT = NT ? (0 - T) & M : T;
    if (N.K == Op::BvSDiv) {
      uint64_t Q = AT ? AS / AT : M;
      return (NS != NT ? 0 - Q : Q) & M;
    }
    uint64_t R = AT ? AS % AT : AS;
    return (NS ? 0 - R : R) & M;
  }
  case Op::BvShl:
    return K(1) >= W ? 0 : (K(0) << K(1)) & M;
  case Op::BvLShr:
    return K(1) >= W ? 0 : K(0) >> K(1);
  case Op::BvAShr: {
    int64_t S = toSigned(K(0), W);
    uint64_t Sh = K(1) >= W ? W - 1 : K(1);
    return (uint64_t)(S >> Sh) & M;
  }
  case Op::Extract:
    return (K(0) >> N.B) & M;
  case Op::ZeroExt:
    return K(0);
  case Op::SignExt:
    return (uint64_t)toSigned(K(0), KW(0)) & M;
  case Op::Concat:
    return (K(0) << KW(1) | K(1)) & M;
  case Op::Ult:
    return K(0) < K(1);
  case Op::Ule:
    return K(0) <= K(1);
  case Op::Ugt:
    return K(0) > K(1);
  case Op::Uge:
    return K(0) >= K(1);
  case Op::Slt:
    return toSigned(K(0), KW(0)) < toSigned(K(1), KW(1));
  case Op::Sle:
    return toSigned(K(0), KW(0)) <= toSigned(K(1), KW(1));
  case Op::Sgt:
    return toSigned(K(0), KW(0)) > toSigned(K(1), KW(1));
  case Op::Sge:
    return toSigned(K(0), KW(0)) >= toSigned(K(1), KW(1));
  }
  return 0;
}

/// X of a top-level `(OP X LIT)` with X a declared constant: the name and
/// the literal, or false.
bool constVsLiteral(const SExpr &A, llvm::StringRef OpName, const Compiler &C, llvm::StringRef &X,
                    uint64_t &Lit) {
  unsigned W;
  if (!A.IsList || A.Items.size() != 3 || !A.Items[0].is(OpName) || A.Items[1].IsList)
    return false;
  X = A.Items[1].Atom;
  return C.Consts.count(X) && Compiler::literal(A.Items[2], Lit, W);
}

/// Reads one assertion into C: a bound of a declared constant against a
/// literal (`bvult`, `bvule`, `=`) or its definition (`(= x EXPR)`, the
/// first one). False for `(bvult x 0)`, which no value of x (in \p Empty)
/// meets.
bool readBound(const SExpr &A, Compiler &C, llvm::StringRef &Empty) {
  llvm::StringRef X;
  uint64_t L;
  if (constVsLiteral(A, "bvult", C, X, L)) {
    if (L == 0) {
      Empty = X;
      return false;
    }
    auto &I = C.Consts[X];
    I.Hi = std::min(I.Hi, L - 1);
  } else if (constVsLiteral(A, "bvule", C, X, L)) {
    auto &I = C.Consts[X];
    I.Hi = std::min(I.Hi, L);
  } else if (constVsLiteral(A, "=", C, X, L)) {
    auto &I = C.Consts[X];
    I.Lo = std::max(I.Lo, L);
    I.Hi = std::min(I.Hi, L);
    I.HasLiteralEq = true;
  } else if (A.IsList && A.Items.size() == 3 && A.Items[0].is("=") && !A.Items[1].IsList &&
             C.Consts.count(A.Items[1].Atom)) {
    auto &I = C.Consts[A.Items[1].Atom];
    if (!I.Def)
      I.Def = &A.Items[2];
  }
  return true;
}

/// An uninterpreted function of a query: its argument and result widths.
/// The satisfying answer for the node values \p Val: every declared
/// constant's value, in declaration order.
static Result satModel(Compiler &C, const std::vector<uint64_t> &Val) {
  Result R;
  R.K = Result::Sat;
  for (llvm::StringRef Name : C.ConstOrder)
    R.Model[Name] = Val[C.Consts[Name].Node];
  return R;
}

struct FunInfo {
  llvm::SmallVector<unsigned, 2> ArgW;
  unsigned W = 0;
};

/// Reads a plain query (declarations, definitions, assertions and options;
/// no check-sat, push or pop) into \p Top: its constants and definitions
/// into \p C, its assertions into \p Asserts, and, when \p Funs is given,
/// its functions with arguments (otherwise they make the query unreadable).
bool readQuery(llvm::StringRef Query, llvm::BumpPtrAllocator &Arena, std::vector<SExpr> &Top,
               Compiler &C, std::vector<const SExpr *> &Asserts, llvm::StringMap<FunInfo> *Funs) {
  if (!Reader(Query, Arena).readAll(Top))
    return false;
  auto Taken = [&](llvm::StringRef Name) {
    return C.Consts.count(Name) || C.Defs.count(Name) || (Funs && Funs->count(Name));
  };
  for (const SExpr &Cmd : Top) {
    if (!Cmd.IsList || Cmd.Items.empty() || Cmd.Items[0].IsList)
      return false;
    llvm::StringRef K = Cmd.Items[0].Atom;
    if (K == "declare-const" || K == "declare-fun") {
      bool Fun = K == "declare-fun";
      unsigned W;
      if (Cmd.Items.size() != (Fun ? 4u : 3u) || Cmd.Items[1].IsList ||
          !Compiler::sort(Cmd.Items.back(), W))
        return false;
      llvm::StringRef Name = Cmd.Items[1].Atom;
      if (Taken(Name))
        return false;
      if (Fun) {
        const SExpr &Args = Cmd.Items[2];
        if (!Args.IsList)
          return false;
        if (!Args.Items.empty()) {
          if (!Funs)
            return false;
          FunInfo FI;
          FI.W = W;
          for (const SExpr &A : Args.Items) {
            unsigned AW;
            if (!Compiler::sort(A, AW))
              return false;
            FI.ArgW.push_back(AW);
          }
          (*Funs)[Name] = std::move(FI);
          continue;
        }
      }
      Compiler::ConstInfo &I = C.Consts[Name];
      I.W = W;
      I.Hi = maskOf(W);
      C.ConstOrder.push_back(Name);
    } else if (K == "define-fun") {
      unsigned W;
      if (Cmd.Items.size() != 5 || Cmd.Items[1].IsList || !Cmd.Items[2].IsList ||
          !Cmd.Items[2].Items.empty() || !Compiler::sort(Cmd.Items[3], W))
        return false;
      llvm::StringRef Name = Cmd.Items[1].Atom;
      if (Taken(Name))
        return false;
      C.Defs[Name] = Compiler::DefInfo{W, &Cmd.Items[4]};
    } else if (K == "assert" && Cmd.Items.size() == 2) {
      Asserts.push_back(&Cmd.Items[1]);
    } else if (K == "set-option" || K == "set-logic" || K == "set-info") {
      continue;
    } else {
      return false; // check-sat, push/pop, ...: not a plain query
    }
  }
  return true;
}

// The enumerated variables split into groups that share no node (union-find
// over the variables; a node is tied to the group of the variables it reads),
// and each group's nodes, assertions and number of assignments.
struct VarParts {
  struct Part {
    llvm::SmallVector<unsigned, 4> Vars;
    std::vector<unsigned> Nodes;
    llvm::SmallVector<unsigned, 4> Goals;
    uint64_t Count = 1;
  };
  std::vector<unsigned> Parent;
  std::vector<int> Rep;  // per node: a variable of its group, or -1 (reads none)
  std::vector<Part> Parts;
  std::vector<int> PartOfRoot;

  VarParts(unsigned NV, unsigned NN) : Parent(NV), Rep(NN, -1), PartOfRoot(NV, -1) {
    for (unsigned V = 0; V < NV; ++V)
      Parent[V] = V;
  }
  unsigned find(unsigned V) {
    while (Parent[V] != V)
      V = Parent[V] = Parent[Parent[V]];
    return V;
  }
  // Node I reads Kid: they join one group.
  void tie(unsigned I, unsigned Kid) {
    if (Rep[Kid] < 0)
      return;
    if (Rep[I] < 0) {
      Rep[I] = Rep[Kid];
    } else {
      unsigned A = find(Rep[I]), B = find(Rep[Kid]);
      if (A != B)
        Parent[std::max(A, B)] = std::min(A, B);
    }
  }
  Part &partOf(unsigned Root) {
    if (PartOfRoot[Root] < 0) {
      PartOfRoot[Root] = static_cast<int>(Parts.size());
      Parts.emplace_back();
    }
    return Parts[PartOfRoot[Root]];
  }
};

// Steps a part's variables in odometer order from their values in Assign,
// evaluating the part's nodes, until every goal of the part holds (true,
// Assign holding that assignment) or the odometer wraps (false, the part's
// variables back at their least values).
bool searchPart(const Compiler &C, const VarParts::Part &P, std::vector<uint64_t> &Assign,
                std::vector<uint64_t> &Val) {
  while (true) {
    for (unsigned I : P.Nodes)
      Val[I] = eval(C.Nodes, C.Nodes[I], Val, Assign);
    if (llvm::all_of(P.Goals, [&](unsigned G) { return Val[G] != 0; }))
      return true;
    bool Wrapped = true;
    for (size_t K = P.Vars.size(); K-- > 0;) {
      unsigned V = P.Vars[K];
      if (Assign[V] < C.Vars[V].Hi) {
        ++Assign[V];
        Wrapped = false;
        break;
      }
      Assign[V] = C.Vars[V].Lo;
    }
    if (Wrapped)
      return false;
  }
}

} // namespace

std::optional<Result> ptx::smt::enumerate(llvm::StringRef Query, uint64_t MaxAssignments) {
  llvm::BumpPtrAllocator Arena; // the trees' lists (before Top: outlives it)
  std::vector<SExpr> Top;
  Compiler C;
  std::vector<const SExpr *> Asserts;
  if (!readQuery(Query, Arena, Top, C, Asserts, nullptr))
    return std::nullopt;

  // Bounds and definitions of the declared constants.
  for (const SExpr *A : Asserts) {
    llvm::StringRef X;
    if (!readBound(*A, C, X)) {
      auto &I = C.Consts[X];
      I.Lo = 1, I.Hi = 0; // empty: unsatisfiable
    }
  }

  // The enumerated constants: those with a literal equality, else those
  // without a definition; each needs a small range.
  uint64_t Count = 1;
  bool Empty = false;
  for (llvm::StringRef Name : C.ConstOrder) {
    auto &I = C.Consts[Name];
    if (I.Def && !I.HasLiteralEq)
      continue;
    I.Def = nullptr;
    if (I.Lo > I.Hi) {
      Empty = true;
      I.Hi = I.Lo;
    }
    uint64_t Size = I.Hi - I.Lo + 1; // no overflow: a full 64-bit range fails below
    if (I.Hi - I.Lo >= MaxAssignments || Count * Size > MaxAssignments)
      return std::nullopt;
    Count *= Size;
    Node N{Op::Var, I.W};
    N.Imm = C.Vars.size();
    int Id = C.add(std::move(N));
    if (Id < 0)
      return std::nullopt;
    I.Node = Id;
    C.Vars.push_back({Name, I.Lo, I.Hi});
  }

  // Each assignment evaluates every node: keep the whole under a budget
  // (a few million node evaluations, well below what Z3 spends).
  llvm::SmallVector<unsigned, 16> Goals;
  for (const SExpr *A : Asserts) {
    int N = C.compile(*A);
    if (N < 0 || C.Nodes[N].W != 0)
      return std::nullopt;
    Goals.push_back((unsigned)N);
  }
  // Every declared constant must have a value (Z3 reports them all).
  for (llvm::StringRef Name : C.ConstOrder)
    if (C.symbol(Name) < 0)
      return std::nullopt;

  if (C.Nodes.size() * Count > MaxEvaluations)
    return std::nullopt;
  Result R;
  if (Empty) {
    R.K = Result::Unsat;
    return R;
  }
  std::vector<uint64_t> Assign(C.Vars.size()), Val(C.Nodes.size());
  for (size_t I = 0; I < C.Vars.size(); ++I)
    Assign[I] = C.Vars[I].Lo;
  // A node's value changes only with the variables it reads. The next
  // assignment changes the variables from some index on (the last-declared
  // counts fastest; one with a single value never changes), so after the
  // first assignment only the nodes whose highest such variable is at or
  // after that index are evaluated again, in the nodes' order (each node
  // after the nodes it reads). A question over two threads evaluates the
  // first thread's half once per value of that thread.
  std::vector<int> Last(C.Nodes.size(), -1);
  std::vector<unsigned> Live; // the nodes that read a variable that changes
  for (size_t I = 0; I < C.Nodes.size(); ++I) {
    const Node &N = C.Nodes[I];
    int L = N.K == Op::Var && C.Vars[N.Imm].Hi > C.Vars[N.Imm].Lo ? static_cast<int>(N.Imm) : -1;
    for (unsigned Kid : N.Kids)
      L = std::max(L, Last[Kid]);
    Last[I] = L;
    if (L >= 0)
      Live.push_back(static_cast<unsigned>(I));
  }
  for (size_t I = 0; I < C.Nodes.size(); ++I)
    Val[I] = eval(C.Nodes, C.Nodes[I], Val, Assign);
  while (true) {
    bool All = true;
    for (unsigned G : Goals)
      if (!Val[G]) {
        All = false;
        break;
      }
    if (All)
      return satModel(C, Val);
    // The next assignment: the last-declared constant counts fastest.
    size_t I = C.Vars.size();
    while (I > 0) {
      --I;
      if (Assign[I] < C.Vars[I].Hi) {
        ++Assign[I];
        break;
      }
      Assign[I] = C.Vars[I].Lo;
      if (I == 0) {
        R.K = Result::Unsat;
        return R;
      }
    }
    if (C.Vars.empty()) {
      R.K = Result::Unsat;
      return R;
    }
    // Variable I and those after it changed.
    for (unsigned N : Live)
      if (Last[N] >= static_cast<int>(I))
        Val[N] = eval(C.Nodes, C.Nodes[N], Val, Assign);
  }
}

bool ptx::smt::unsatPart(llvm::StringRef Query, uint64_t MaxAssignments) {
  llvm::BumpPtrAllocator Arena; // the trees' lists (before Top: outlives it)
  std::vector<SExpr> Top;
  Compiler C;
  std::vector<const SExpr *> Asserts;
  llvm::StringMap<FunInfo> Funs; // read, never compiled: what uses them is left out
  if (!readQuery(Query, Arena, Top, C, Asserts, &Funs))
    return false;
  for (const SExpr *A : Asserts) {
    llvm::StringRef X;
    if (!readBound(*A, C, X))
      return true; // (bvult X 0)
  }
  // Variables as enumerate() has them; a constant with a range too large to
  // enumerate gets no node, so nothing that reads it compiles.
  for (llvm::StringRef Name : C.ConstOrder) {
    auto &I = C.Consts[Name];
    if (I.Def && !I.HasLiteralEq)
      continue;
    I.Def = nullptr;
    if (I.Lo > I.Hi)
      return true; // no value meets its bounds
    if (I.Hi - I.Lo >= MaxAssignments)
      continue;
    Node N{Op::Var, I.W};
    N.Imm = C.Vars.size();
    int Id = C.add(std::move(N));
    if (Id < 0)
      return false;
    I.Node = Id;
    C.Vars.push_back({Name, I.Lo, I.Hi});
  }
  llvm::SmallVector<unsigned, 16> Goals;
  for (const SExpr *A : Asserts) {
    int N = C.compile(*A);
    if (N >= 0 && C.Nodes[N].W == 0)
      Goals.push_back(static_cast<unsigned>(N));
  }
  if (Goals.empty())
    return false;

  // The nodes the goals read (a failed compile leaves nodes no goal reads),
  // and the groups of enumerated variables that share one of them.
  unsigned NV = C.Vars.size(), NN = C.Nodes.size();
  std::vector<char> Needed(NN, 0);
  for (unsigned G : Goals)
    Needed[G] = 1;
  for (unsigned I = NN; I-- > 0;)
    if (Needed[I])
      for (unsigned Kid : C.Nodes[I].Kids)
        Needed[Kid] = 1;
  VarParts VP(NV, NN);
  std::vector<int> &Rep = VP.Rep;
  // Every needed node is evaluated once at the variables' least values; a
  // node that reads no variable with more than one value (Rep -1) keeps
  // that value. So does one whose constant operand decides it whatever the
  // others are (a product with zero: `%tid.z * %ntid.y` with %tid.z = 0),
  // which then ties no variables together; an ite with a constant
  // condition reads only the arm it takes.
  std::vector<uint64_t> Assign(NV), Val(NN);
  for (unsigned V = 0; V < NV; ++V)
    Assign[V] = C.Vars[V].Lo;
  for (unsigned I = 0; I < NN; ++I) {
    if (!Needed[I])
      continue;
    const Node &N = C.Nodes[I];
    Val[I] = eval(C.Nodes, N, Val, Assign);
    if (N.K == Op::Var) {
      if (C.Vars[N.Imm].Lo < C.Vars[N.Imm].Hi)
        Rep[I] = static_cast<int>(N.Imm);
      continue;
    }
    auto Fixed = [&](unsigned Kid, uint64_t V) { return Rep[Kid] < 0 && Val[Kid] == V; };
    bool Decided = false;
    llvm::ArrayRef<unsigned> Read = N.Kids;
    switch (N.K) {
    case Op::BvMul:
    case Op::BvAnd:
    case Op::And:
      Decided = llvm::any_of(N.Kids, [&](unsigned K) { return Fixed(K, 0); });
      break;
    case Op::BvOr:
      Decided = llvm::any_of(N.Kids, [&](unsigned K) { return Fixed(K, maskOf(N.W)); });
      break;
    case Op::Or:
      Decided = llvm::any_of(N.Kids, [&](unsigned K) { return Fixed(K, 1); });
      break;
    case Op::Implies:
      Decided = Fixed(N.Kids[0], 0) || Fixed(N.Kids[1], 1);
      break;
    case Op::BvShl:
    case Op::BvLShr:
      Decided = Rep[N.Kids[1]] < 0 && Val[N.Kids[1]] >= N.W;
      break;
    case Op::Ite:
      if (Rep[N.Kids[0]] < 0)
        Read = llvm::ArrayRef<unsigned>(N.Kids).slice(Val[N.Kids[0]] ? 1 : 2, 1);
      break;
    default:
      break;
    }
    if (Decided)
      continue;
    for (unsigned Kid : Read)
      VP.tie(I, Kid);
  }
  for (unsigned G : Goals)
    if (Rep[G] < 0) {
      if (!Val[G])
        return true; // an assertion false whatever the variables are
    } else {
      VP.partOf(VP.find(Rep[G])).Goals.push_back(G);
    }
  for (unsigned V = 0; V < NV; ++V)
    if (C.Vars[V].Lo < C.Vars[V].Hi && VP.PartOfRoot[VP.find(V)] >= 0) {
      VarParts::Part &P = VP.Parts[VP.PartOfRoot[VP.find(V)]];
      P.Vars.push_back(V);
      P.Count = std::min<uint64_t>(P.Count * (C.Vars[V].Hi - C.Vars[V].Lo + 1),
                                   MaxAssignments + 1);
    }
  for (unsigned I = 0; I < NN; ++I)
    if (Rep[I] >= 0 && VP.PartOfRoot[VP.find(Rep[I])] >= 0)
      VP.Parts[VP.PartOfRoot[VP.find(Rep[I])]].Nodes.push_back(I);
  uint64_t Cost = NN;
  for (const VarParts::Part &P : VP.Parts) {
    if (P.Count > MaxAssignments || Cost + P.Count * P.Nodes.size() > MaxEvaluations)
      continue;
    Cost += P.Count * P.Nodes.size();
    if (!searchPart(C, P, Assign, Val))
      return true; // no assignment of this part meets its assertions
  }
  return false;
}

/// satWithValues() (\p Samples == 0) and satBySampling().
static std::optional<Result> satSearch(llvm::StringRef Query,
                                       const llvm::StringMap<uint64_t> &Values,
                                       unsigned Samples) {
  constexpr uint64_t MaxGroupAssignments = 4096;
  constexpr unsigned MaxApps = 64; ///< applications of one function (pairs checked)
  llvm::BumpPtrAllocator Arena; // the trees' lists (before Top: outlives it)
  std::vector<SExpr> Top;
  Compiler C;
  std::vector<const SExpr *> Asserts;
  llvm::StringMap<FunInfo> Funs;
  if (!readQuery(Query, Arena, Top, C, Asserts, &Funs))
    return std::nullopt;

  // Applications `(= X (f ARGS))`: X is then data like any other, and the
  // applications' consistency is checked below. Any other use of a function
  // does not compile (it is neither a constant nor a definition).
  struct App {
    llvm::StringRef X, Fn;
    const SExpr *Call;
  };
  std::vector<App> Apps;
  if (!Funs.empty())
    for (const SExpr *&A : Asserts) {
      if (!A->IsList || A->Items.size() != 3 || !A->Items[0].is("=") || A->Items[1].IsList ||
          !C.Consts.count(A->Items[1].Atom))
        continue;
      const SExpr &Call = A->Items[2];
      if (!Call.IsList || Call.Items.empty() || Call.Items[0].IsList)
        continue;
      auto FI = Funs.find(Call.Items[0].Atom);
      if (FI == Funs.end())
        continue;
      if (Call.Items.size() != FI->second.ArgW.size() + 1 ||
          C.Consts[A->Items[1].Atom].W != FI->second.W)
        return std::nullopt;
      Apps.push_back({A->Items[1].Atom, FI->first(), &Call});
      A = nullptr;
    }

  // Bounds and definitions, as enumerate() reads them.
  for (const SExpr *A : Asserts) {
    llvm::StringRef X;
    if (A && !readBound(*A, C, X))
      return std::nullopt; // no value: unsatisfiable, which this does not say
  }

  // Variables: the constants with a literal equality or without a
  // definition. A small range is enumerated; a large one (data) takes the
  // given value, and the value's group takes all ones in its variant.
  std::vector<std::pair<uint64_t, uint64_t>> Range; ///< per variable: its bounded range
  std::vector<uint64_t> Given;   ///< per variable: its value when it is data
  std::vector<int> GroupOfVar;   ///< per variable: its data group, or -1
  llvm::StringMap<unsigned> GroupIds;
  for (llvm::StringRef Name : C.ConstOrder) {
    auto &I = C.Consts[Name];
    if (I.Def && !I.HasLiteralEq)
      continue;
    I.Def = nullptr;
    if (I.Lo > I.Hi)
      return std::nullopt;
    Node N{Op::Var, I.W};
    N.Imm = C.Vars.size();
    int Id = C.add(std::move(N));
    if (Id < 0)
      return std::nullopt;
    I.Node = Id;
    Range.push_back({I.Lo, I.Hi});
    if (I.Hi - I.Lo < MaxGroupAssignments) {
      C.Vars.push_back({Name, I.Lo, I.Hi});
      Given.push_back(0);
      GroupOfVar.push_back(-1);
      continue;
    }
    llvm::StringRef Key = Name;
    size_t Hash = Name.rfind('#');
    if (Hash != llvm::StringRef::npos && Hash + 1 < Name.size() &&
        llvm::all_of(Name.drop_front(Hash + 1), [](char Ch) { return Ch >= '0' && Ch <= '9'; }))
      Key = Name.take_front(Hash);
    auto It = Values.find(Name);
    if (It == Values.end())
      It = Values.find(Key);
    uint64_t V = It == Values.end() ? 0 : It->second & maskOf(I.W);
    C.Vars.push_back({Name, V, V});
    Given.push_back(V);
    GroupOfVar.push_back(static_cast<int>(GroupIds.try_emplace(Key, GroupIds.size()).first->second));
  }

  llvm::SmallVector<unsigned, 16> Goals;
  for (const SExpr *A : Asserts) {
    if (!A)
      continue;
    int N = C.compile(*A);
    if (N < 0 || C.Nodes[N].W != 0)
      return std::nullopt;
    Goals.push_back((unsigned)N);
  }
  // Functional consistency: equal arguments, equal values.
  {
    llvm::StringMap<llvm::SmallVector<std::pair<int, llvm::SmallVector<unsigned, 2>>, 4>> ByFn;
    for (const App &P : Apps) {
      int X = C.symbol(P.X);
      if (X < 0)
        return std::nullopt;
      llvm::SmallVector<unsigned, 2> Args;
      const FunInfo &FI = Funs[P.Fn];
      for (size_t K = 1; K < P.Call->Items.size(); ++K) {
        int A = C.compile(P.Call->Items[K]);
        if (A < 0 || C.Nodes[A].W != FI.ArgW[K - 1])
          return std::nullopt;
        Args.push_back((unsigned)A);
      }
      auto &Prev = ByFn[P.Fn];
      if (Prev.size() >= MaxApps)
        return std::nullopt;
      for (const auto &[Y, YArgs] : Prev) {
        Node Same{Op::Eq, 0};
        Same.Kids = {(unsigned)X, (unsigned)Y};
        int Acc = C.add(std::move(Same));
        for (size_t K = 0; K < Args.size() && Acc >= 0; ++K) {
          Node D{Op::Distinct, 0};
          D.Kids = {Args[K], YArgs[K]};
          int DI = C.add(std::move(D));
          if (DI < 0)
            return std::nullopt;
          Node O{Op::Or, 0};
          O.Kids = {(unsigned)DI, (unsigned)Acc};
          Acc = C.add(std::move(O));
        }
        if (Acc < 0)
          return std::nullopt;
        Goals.push_back((unsigned)Acc);
      }
      Prev.push_back({X, std::move(Args)});
    }
  }
  for (llvm::StringRef Name : C.ConstOrder)
    if (C.symbol(Name) < 0)
      return std::nullopt;

  unsigned NV = C.Vars.size(), NN = C.Nodes.size();
  if (Samples) {
    // Every variable drawn from its range: its ends, the ends' neighbours,
    // the sign bit and the largest signed value when they are in it, or
    // any value of it, by a generator with a fixed seed (the same query
    // always gets the same answer).
    std::vector<uint64_t> Assign(NV), Val(NN);
    uint64_t State = 0x9e3779b97f4a7c15ull;
    auto Next = [&] {
      uint64_t Z = (State += 0x9e3779b97f4a7c15ull);
      Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
      Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
      return Z ^ (Z >> 31);
    };
    if (NN * uint64_t(Samples) > MaxEvaluations)
      Samples = static_cast<unsigned>(MaxEvaluations / std::max(1u, NN));
    for (unsigned T = 0; T < Samples; ++T) {
      for (unsigned V = 0; V < NV; ++V) {
        auto [Lo, Hi] = Range[V];
        unsigned W = C.Nodes[C.Consts[C.Vars[V].Name].Node].W;
        uint64_t Sign = W ? 1ull << (W - 1) : 1, R = Next(), X = 0;
        bool Any = false;
        switch (R % 8) {
        case 0: X = Lo; break;
        case 1: X = Hi; break;
        case 2: X = Lo + 1; break;
        case 3: X = Hi - 1; break;
        case 4: X = Sign; break;
        case 5: X = Sign - 1; break;
        default: Any = true; break;
        }
        if (Any || X < Lo || X > Hi) {
          uint64_t Span = Hi - Lo, Y = Next();
          X = Span == ~0ull ? Y : Lo + Y % (Span + 1);
        }
        Assign[V] = X;
      }
      for (unsigned I = 0; I < NN; ++I)
        Val[I] = eval(C.Nodes, C.Nodes[I], Val, Assign);
      if (!llvm::all_of(Goals, [&](unsigned G) { return Val[G] != 0; }))
        continue;
      return satModel(C, Val);
    }
    return std::nullopt;
  }

  // Groups of enumerated variables that share no node: a node belongs to
  // the group of the enumerated variables below it (data values and
  // literal equalities are constants here).
  VarParts VP(NV, NN);
  std::vector<int> &Rep = VP.Rep;
  for (unsigned I = 0; I < NN; ++I) {
    const Node &N = C.Nodes[I];
    if (N.K == Op::Var) {
      if (C.Vars[N.Imm].Lo < C.Vars[N.Imm].Hi)
        Rep[I] = static_cast<int>(N.Imm);
      continue;
    }
    for (unsigned Kid : N.Kids)
      VP.tie(I, Kid);
  }
  for (unsigned V = 0; V < NV; ++V)
    if (C.Vars[V].Lo < C.Vars[V].Hi) {
      VarParts::Part &P = VP.partOf(VP.find(V));
      P.Vars.push_back(V);
      P.Count *= C.Vars[V].Hi - C.Vars[V].Lo + 1;
      if (P.Count > MaxGroupAssignments)
        return std::nullopt;
    }
  llvm::SmallVector<unsigned, 16> FixedGoals;
  for (unsigned I = 0; I < NN; ++I)
    if (Rep[I] >= 0)
      VP.partOf(VP.find(Rep[I])).Nodes.push_back(I);
  for (unsigned G : Goals)
    if (Rep[G] >= 0)
      VP.partOf(VP.find(Rep[G])).Goals.push_back(G);
    else
      FixedGoals.push_back(G);
  uint64_t Cost = NN;
  for (const VarParts::Part &P : VP.Parts)
    Cost += P.Count * P.Nodes.size();
  // The variants: the given values, then each data group all ones, then
  // each data group zero.
  unsigned NG = GroupIds.size();
  unsigned Variants = 1 + 2 * NG;
  if (Cost > MaxEvaluations)
    return std::nullopt;
  Variants = static_cast<unsigned>(std::min<uint64_t>(Variants, MaxEvaluations / Cost));

  std::vector<uint64_t> Assign(NV), Val(NN);
  auto EvalAll = [&] {
    for (unsigned I = 0; I < NN; ++I)
      Val[I] = eval(C.Nodes, C.Nodes[I], Val, Assign);
  };
  for (unsigned Variant = 0; Variant < Variants; ++Variant) {
    for (unsigned V = 0; V < NV; ++V)
      Assign[V] = GroupOfVar[V] < 0 ? C.Vars[V].Lo
                  : GroupOfVar[V] + 1 == static_cast<int>(Variant)
                      ? maskOf(C.Nodes[C.Consts[C.Vars[V].Name].Node].W)
                  : static_cast<unsigned>(GroupOfVar[V]) + 1 + NG == Variant ? 0
                                                      : Given[V];
    EvalAll();
    if (!llvm::all_of(FixedGoals, [&](unsigned G) { return Val[G] != 0; }))
      continue;
    bool Found = true;
    for (const VarParts::Part &P : VP.Parts) {
      if (!searchPart(C, P, Assign, Val)) {
        Found = false;
        break;
      }
    }
    if (!Found)
      continue;
    // The whole assignment, checked on every assertion.
    EvalAll();
    if (!llvm::all_of(Goals, [&](unsigned G) { return Val[G] != 0; }))
      continue;
    return satModel(C, Val);
  }
  return std::nullopt;
}

std::optional<Result> ptx::smt::satWithValues(llvm::StringRef Query,
                                              const llvm::StringMap<uint64_t> &Values) {
  return satSearch(Query, Values, 0);
}

std::optional<Result> ptx::smt::satBySampling(llvm::StringRef Query, unsigned Samples) {
  return satSearch(Query, {}, Samples);
}
