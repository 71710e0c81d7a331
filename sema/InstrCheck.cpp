//===- InstrCheck.cpp - instructions against the ISA table ----------------===//
//
// For one statement: the forms of its opcode (from every section that has
// it) are tried in table order. A form matches when the statement's
// modifiers fill its pattern (as a set: ptxas accepts any order), then its
// operands are checked. The first form whose operands all check wins; its
// requirements (section, form, `when` lines) are checked against .version
// and .target. When no form fits, the diagnostic comes from the form that
// got furthest, so the message names the real problem.
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "sema/isa/IsaTable.h"
#include "lexer/Token.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <cstdlib>
#include <cstring>

using namespace ptx;
using namespace ptx::isa;

unsigned ptx::ptxTypeBits(llvm::StringRef T) {
  return llvm::StringSwitch<unsigned>(T)
      .Cases(".b8", ".u8", ".s8", 8)
      .Cases(".b16", ".u16", ".s16", ".f16", ".bf16", 16)
      .Cases(".e4m3x2", ".e5m2x2", ".e2m3x2", ".e3m2x2", ".ue8m0x2", 16)
      .Cases(".b32", ".u32", ".s32", ".f32", ".f16x2", ".bf16x2", ".tf32", 32)
      .Cases(".u16x2", ".s16x2", ".e4m3x4", ".e5m2x4", ".e2m1x4", 32)
      .Cases(".e2m3x4", ".e3m2x4", ".u8x4", ".s8x4", 32)
      .Cases(".b64", ".u64", ".s64", ".f64", ".f32x2", 64)
      .Case(".b128", 128)
      .Cases(".e4m3", ".e5m2", ".e2m3", ".e3m2", ".ue8m0", ".e2m1x2", 8)
      .Case(".pred", 1)
      .Default(0);
}

char ptx::ptxTypeClass(llvm::StringRef T) {
  if (T == ".pred")
    return 'p';
  if (T.size() < 2)
    return 0;
  switch (T[1]) {
  case 'b':
    return T.startswith(".bf16") ? 'f' : 'b';
  case 'u':
    return T.startswith(".ue") ? 'f' : 'u';
  case 's':
    return 's';
  case 'f':
  case 'e':
  case 't':
    return 'f';
  default:
    return 0;
  }
}

namespace {

const char *kindNames(uint16_t K) {
  // The most specific description of what an operand may be.
  if ((K & OK_Vector) && (K & OK_Reg))
    return "a register or a vector";
  if (K & OK_Vector)
    return "a vector {...}";
  if ((K & OK_Reg) && (K & OK_Imm))
    return "a register or an immediate";
  if ((K & OK_Reg) && (K & OK_SReg))
    return "a register or a special register";
  if (K & OK_Reg)
    return "a register";
  if (K & OK_PredPair)
    return "a predicate (or predicate pair p|q)";
  if ((K & OK_Pred) && (K & OK_Imm))
    return "a predicate or an immediate";
  if (K & OK_Pred)
    return "a predicate";
  if (K & OK_Addr)
    return "an address [...]";
  if (K & OK_Imm)
    return "an immediate";
  if (K & OK_Label)
    return "a label";
  if (K & OK_Symbol)
    return "a variable or function name";
  if (K & OK_List)
    return "a parenthesised list";
  if (K & OK_SReg)
    return "a special register";
  if (K & OK_Sink)
    return "'_'";
  return "nothing";
}

} // namespace

bool ptx::isConstExpr(const Expr &E) {
  switch (E.K) {
  case Expr::IntLit:
  case Expr::FloatLit:
  case Expr::HexFloat:
    return true;
  case Expr::Unary:
  case Expr::Binary:
  case Expr::Ternary:
  case Expr::Cast:
  case Expr::Paren:
    for (const Expr *S : E.Sub)
      if (!S || !isConstExpr(*S))
        return false;
    return true;
  default:
    return false;
  }
}

namespace {

/// The first `name(...)`/`N(...)` node in \p E (FnCall), or nullptr.
static const Expr *findFnCall(const Expr &E) {
  if (E.K == Expr::FnCall)
    return &E;
  if (E.K != Expr::Binary && E.K != Expr::Unary && E.K != Expr::Paren && E.K != Expr::Cast &&
      E.K != Expr::Ternary)
    return nullptr;
  for (const Expr *Sub : E.Sub)
    if (Sub)
      if (const Expr *F = findFnCall(*Sub))
        return F;
  return nullptr;
}

/// ptxas reads `base + EXPR`, EXPR any constant expression, so `%rd1+16-4`
/// (parsed here as `(%rd1+16)-4`) is an address but `%rd1-16` is not. Returns
/// the leftmost operand of a chain of `+`/`-` when it is a symbol or a
/// function-like operator (`generic(v)`), else nullptr; \p FirstOp receives
/// the operator right after it and \p ConstRest whether every other operand
/// is constant.
static const Expr *additiveBase(const Expr &E, unsigned char &FirstOp, bool &ConstRest) {
  ConstRest = true;
  const Expr *N = &E;
  while (N->K == Expr::Binary && N->Sub.size() == 2 && N->Sub[0] && N->Sub[1] &&
         (N->Op == (unsigned char)TokenKind::Plus || N->Op == (unsigned char)TokenKind::Minus)) {
    ConstRest &= isConstExpr(*N->Sub[1]);
    if (N->Sub[0]->K == Expr::Symbol || N->Sub[0]->K == Expr::FnCall) {
      FirstOp = N->Op;
      return N->Sub[0];
    }
    N = N->Sub[0];
  }
  return nullptr;
}

/// The type of a constant expression's value (PTX ISA 8.5 4.5.6, Table 6):
/// a literal's own; unary `+`/`-` keep it, `!`/`~` and casts want an
/// integer; `+ - * /` keep the type of two operands of one type; the
/// comparisons `< > <= >= == !=` of two operands of one type give an .s64
/// (`(1.5<2.5)+1` is an integer for ptxas 13.0); `% << >> & | ^ && ||` want
/// integers ("Integer constant expression expected"); `c ? a : b` wants an
/// integer condition and two values of one type. PTX has no conversion
/// between integer and floating-point constants, so mixing them is a type
/// mismatch (`1.5 + 1`, `1.5 < 2`: "Constant expression type mismatch";
/// ptxas-diff.py int-literal, seed 34016). Names (labels, variables,
/// constants) count as integers.
enum class ConstClass { Int, Float, Mismatch, NeedInt };

static ConstClass constClass(const Expr &E) {
  using CC = ConstClass;
  auto Sub = [&](unsigned I) { return E.Sub.size() > I && E.Sub[I] ? constClass(*E.Sub[I]) : CC::Int; };
  auto Bad = [](CC K) { return K == CC::Mismatch || K == CC::NeedInt; };
  switch (E.K) {
  case Expr::FloatLit:
  case Expr::HexFloat:
    return CC::Float;
  case Expr::Paren:
    return Sub(0);
  case Expr::Cast: {
    CC A = Sub(0);
    return A == CC::Float ? CC::NeedInt : A;
  }
  case Expr::Unary: {
    CC A = Sub(0);
    if (A == CC::Float && E.Op != (unsigned char)TokenKind::Minus &&
        E.Op != (unsigned char)TokenKind::Plus)
      return CC::NeedInt;
    return A;
  }
  case Expr::Binary: {
    CC A = Sub(0), B = Sub(1);
    if (Bad(A))
      return A;
    if (Bad(B))
      return B;
    switch ((TokenKind)E.Op) {
    case TokenKind::Less: case TokenKind::Greater: case TokenKind::LessEq:
    case TokenKind::GreaterEq: case TokenKind::EqEq: case TokenKind::NotEq:
      return A != B ? CC::Mismatch : CC::Int;
    case TokenKind::Plus: case TokenKind::Minus: case TokenKind::Star: case TokenKind::Slash:
      return A != B ? CC::Mismatch : A;
    default:
      return A == CC::Float || B == CC::Float ? CC::NeedInt : CC::Int;
    }
  }
  case Expr::Ternary: {
    CC C = Sub(0), A = Sub(1), B = Sub(2);
    for (CC K : {C, A, B})
      if (Bad(K))
        return K;
    if (C == CC::Float)
      return CC::NeedInt;
    return A != B ? CC::Mismatch : A;
  }
  default:
    return CC::Int;
  }
}

/// Whether constant expression \p E has a floating-point value (one that
/// is not a valid expression counts too, so it is refused where an integer
/// is wanted).
static bool floatValued(const Expr &E) { return constClass(E) != ConstClass::Int; }
/// Whether a vector element is an immediate (not a register, symbol or sink).
static bool immediateElement(const Expr *El) {
  return El->K != Expr::Symbol && El->K != Expr::Sink && isConstExpr(*El);
}
/// Whether a vector element is an integer immediate (one ptxas does not read
/// as a float).
static bool intImmediateElement(const Expr *El) {
  return immediateElement(El) && constClass(*El) != ConstClass::Float;
}

/// Whether a term of the offset of `base+offset` (a chain of `+`/`-` as
/// additiveBase reads it) has a floating-point value.
static bool floatOffset(const Expr &E) {
  const Expr *N = &E;
  while (N->K == Expr::Binary && N->Sub.size() == 2 && N->Sub[0] && N->Sub[1] &&
         (N->Op == (unsigned char)TokenKind::Plus || N->Op == (unsigned char)TokenKind::Minus)) {
    if (floatValued(*N->Sub[1]))
      return true;
    N = N->Sub[0];
  }
  return false;
}

/// The value of an integer constant expression (PTX ISA 4.6: 64-bit,
/// wrapping); false for anything else (registers, float literals).
bool evalInt(const Expr &E, int64_t &V) {
  auto U = [](int64_t X) { return (uint64_t)X; };
  int64_t A, B;
  switch (E.K) {
  case Expr::IntLit:
    V = (int64_t)E.IntValue;
    return true;
  case Expr::Paren:
  case Expr::Cast:
    return E.Sub.size() == 1 && E.Sub[0] && evalInt(*E.Sub[0], V);
  case Expr::Unary:
    if (E.Sub.size() != 1 || !E.Sub[0] || !evalInt(*E.Sub[0], A))
      return false;
    switch ((TokenKind)E.Op) {
    case TokenKind::Minus: V = (int64_t)(0 - U(A)); return true;
    case TokenKind::Plus: V = A; return true;
    case TokenKind::Tilde: V = ~A; return true;
    case TokenKind::Bang: V = !A; return true;
    default: return false;
    }
  case Expr::Binary:
    if (E.Sub.size() != 2 || !E.Sub[0] || !E.Sub[1] || !evalInt(*E.Sub[0], A) ||
        !evalInt(*E.Sub[1], B))
      return false;
    switch ((TokenKind)E.Op) {
    case TokenKind::Plus: V = (int64_t)(U(A) + U(B)); return true;
    case TokenKind::Minus: V = (int64_t)(U(A) - U(B)); return true;
    case TokenKind::Star: V = (int64_t)(U(A) * U(B)); return true;
    case TokenKind::Slash: if (!B) return false; V = (B == -1) ? (int64_t)(0 - U(A)) : A / B; return true;
    case TokenKind::Percent: if (!B) return false; V = (B == -1) ? 0 : A % B; return true;
    case TokenKind::Shl: V = (int64_t)(U(A) << (U(B) & 63)); return true;
    case TokenKind::Shr: V = A >> (U(B) & 63); return true;
    case TokenKind::Amp: V = A & B; return true;
    case TokenKind::Pipe: V = A | B; return true;
    case TokenKind::Caret: V = A ^ B; return true;
    default: return false;
    }
  default:
    return false;
  }
}

/// The plain scalar types of PTX ISA 5.2.2 (.bN, .sN, .uN, .f16/.f32/.f64),
/// to which Table 25's class rules apply. Packed and narrow float types
/// (.f16x2, .bf16, .u16x2, .e4m3x2, ...) only agree with themselves and with
/// bit types of their size (as ptxas 13.0 checks them).
bool isPlainScalar(llvm::StringRef T) {
  char C = ptxTypeClass(T);
  if (C == 'b' || C == 's' || C == 'u')
    return !T.endswith("x2") && !T.endswith("x4");
  return T == ".f16" || T == ".f32" || T == ".f64";
}

/// Operand type agreement, PTX ISA 9.4 Table 25 (or Tables 26/27 when
/// \p Relaxed: operands wider than the instruction type).
bool typesAgree(llvm::StringRef Want, llvm::StringRef Have, bool Relaxed) {
  if (Want == Have)
    return true;
  char WC = ptxTypeClass(Want);
  // ptxas 13.0 takes an .f16x2 register wherever an integer instruction type
  // takes a .b32 one (`mov.u32 %h, %ctaid.x`, `ld.param.u16 %h, [p]`), but
  // not for float types, and not an integer register for .f16x2. The
  // manual's Table 25 would refuse the float class against .u32/.s32;
  // docs/ptxas-differences.md.
  if (Have == ".f16x2" && (WC == 'b' || WC == 's' || WC == 'u') && isPlainScalar(Want))
    Have = ".b32";
  // Likewise for the packed integer types .u16x2/.s16x2 (`max.u16x2 %h,
  // ...`; ptxas-diff.py decl-type, seed 9411), which otherwise take only
  // .b32 registers.
  if (Have == ".f16x2" && (Want == ".u16x2" || Want == ".s16x2"))
    return true;
  char HC = ptxTypeClass(Have);
  unsigned WB = ptxTypeBits(Want), HB = ptxTypeBits(Have);
  if (!WC || !HC)
    return true; // a type the table does not know: do not guess
  if (WC == 'p' || HC == 'p')
    return false;
  if (Relaxed ? HB < WB : HB != WB)
    return false;
  // The relaxed rules give an .f16x2 destination a wider bit-size register
  // too (`cvt.rn.f16x2.f32 %rd1, ...` assembles; .bf16x2 does not, its cvt
  // forms are not relaxed); ptxas-diff.py seed 9601 probes.
  if (Relaxed && Want == ".f16x2" && HC == 'b' && isPlainScalar(Have))
    return true;
  bool WBit = WC == 'b' && isPlainScalar(Want), HBit = HC == 'b' && isPlainScalar(Have);
  if (!isPlainScalar(Want) || !isPlainScalar(Have))
    return (WBit || HBit) && HB == WB; // packed/narrow types: exact or .bN
  if (WC == 'b' || HC == 'b')
    return true;
  if (WC == 'f' || HC == 'f')
    return WC == HC && HB == WB; // floats: same size, even when relaxed
  return true; // signed/unsigned integers of an acceptable size
}

} // namespace

struct InstrChecker::Match {
  /// For each form item, the statement modifier that filled it (or -1).
  llvm::SmallVector<int, 12> ItemTok;
  /// For each statement modifier, the item it filled (or -1).
  llvm::SmallVector<int, 12> TokItem;
  int VecLen = 0; ///< from a .vN modifier
};

struct InstrChecker::ModFit {
  const IsaForm *F;
  Match M;
  /// Whether the module meets F's requirements with these modifiers (they
  /// depend on nothing else): -1 not yet known.
  mutable signed char ReqOk = -1;
};

const std::vector<InstrChecker::ModFit> &
InstrChecker::modFits(llvm::ArrayRef<const IsaForm *> Forms, const InstrStmt &I) {
  // Key: the opcode and modifiers as one text. A mnemonic written without
  // spaces (the usual case) is one slice of the source; otherwise build it.
  llvm::StringRef Key;
  llvm::SmallString<64> Buf;
  const char *End = I.Mods.empty() ? I.Opcode.Text.end() : I.Mods.back().Text.end();
  size_t Len = I.Opcode.Text.size();
  for (const Word &W : I.Mods)
    Len += W.Text.size();
  if (size_t(End - I.Opcode.Text.begin()) == Len) {
    Key = llvm::StringRef(I.Opcode.Text.begin(), Len);
  } else {
    Buf = I.Opcode.Text;
    for (const Word &W : I.Mods)
      Buf += W.Text;
    Key = Buf;
  }
  auto &Slot = ModFitCache[Key];
  if (!Slot) {
    Slot = std::make_unique<std::vector<ModFit>>();
    Match M;
    for (const IsaForm *F : Forms)
      if (matchMods(*F, I, M))
        Slot->push_back({F, M});
  }
  return *Slot;
}

InstrChecker::~InstrChecker() = default;

InstrChecker::InstrChecker(const ModuleInfo &Info, DiagnosticEngine &Diags)
    : Table(IsaTable::get()), Info(Info), Diags(Diags) {
  Memo = !std::getenv("PTXLINT_NO_CHECK_MEMO");
  for (const Word &W : Info.Targets)
    if (Target::parse(W.Text, Tgt))
      break;
}

bool InstrChecker::matchMods(const IsaForm &F, const InstrStmt &I, Match &M,
                             bool IgnoreLead) const {
  auto Items = Table.items(F);
  // Quick reject: more required slots than modifiers.
  unsigned Required = 0;
  for (const IsaItem &It : Items)
    Required += !It.Optional;
  if (Required > I.Mods.size())
    return false;
  M.ItemTok.assign(Items.size(), -1);
  M.TokItem.assign(I.Mods.size(), -1);
  auto overlap = [&](const IsaItem &X, const IsaItem &Y) {
    for (llvm::StringRef A : Table.alts(X))
      for (llvm::StringRef B : Table.alts(Y))
        if (A == B)
          return true;
    return false;
  };
  // Each token fills the earliest free item that accepts it; on a dead end,
  // earlier tokens try later items (patterns are short).
  llvm::function_ref<bool(unsigned)> Assign;
  auto AssignImpl = [&](unsigned T) -> bool {
    if (T == I.Mods.size()) {
      // Positional items (`mul.mode^.type`, `cp.async.bulk^...`) come first,
      // in pattern order: ptxas reads them as part of the instruction name
      // ("mul.s32.lo": "Unexpected instruction types specified for 'mul'").
      if (F.Lead && !IgnoreLead) {
        int Pos = 0;
        for (unsigned K = 0; K < F.Lead; ++K)
          if (M.ItemTok[K] >= 0 && M.ItemTok[K] != Pos++)
            return false;
      }
      // Type modifiers keep the pattern's order (cvt.f32.s32 is d=.f32,
      // a=.s32; ptxas never reads them swapped); other modifiers may come in
      // any order.
      // The sub-byte integer types count too (`cvt.pack.sat.s32.u4.b32`:
      // "Unexpected instruction types specified for 'cvt.pack'"), and the
      // fp4 and ue4m3 element types of mma (`.e2m1.f32.e3m2.f32` for
      // `.f32.e2m1.e3m2.f32`: "Unexpected instruction types specified").
      auto IsType = [](llvm::StringRef T) {
        return ptxTypeBits(T) || T == ".u4" || T == ".s4" || T == ".u2" || T == ".s2" ||
               T == ".b1" || T == ".e2m1" || T == ".ue4m3";
      };
      int LastTypeItem = -1;
      for (unsigned P = 0; P < I.Mods.size(); ++P) {
        if (M.TokItem[P] < 0 || !IsType(I.Mods[P].Text))
          continue;
        if (M.TokItem[P] < LastTypeItem)
          return false;
        LastTypeItem = M.TokItem[P];
      }
      // So do two state spaces (the .dst.src pair of cp.async.bulk,
      // cp.reduce.async.bulk, tensormap.cp_fenceproxy: ptxas "State space
      // incorrect") and the .row/.col layouts of mma (alayout, then blayout:
      // "Illegal alayout '.col'"), and the .dst_fmt.src_fmt pair of
      // tcgen05.cp and ldmatrix (`.b8x16.b6x16_p32`: "Illegal modifier
      // '.b6x16_p32.b8x16'"), and the .bitOp.popc pair of the single-bit
      // wmma.mma and mma (`.and.popc`; `.popc.and` is rejected); found by
      // swapping adjacent modifiers of corpus and third-party PTX
      // (ptxas-diff.py --operators order, seeds 9501-9502).
      int LastSpaceItem = -1, LastLayoutItem = -1, LastFormatItem = -1, LastBopItem = -1;
      for (unsigned P = 0; P < I.Mods.size(); ++P) {
        if (M.TokItem[P] < 0)
          continue;
        llvm::StringRef Tx = I.Mods[P].Text, Sp = beforeScope(Tx);
        int *Last = (Sp == ".global" || Sp == ".shared" || Sp == ".local" || Sp == ".const" ||
                     Sp == ".param")
                        ? &LastSpaceItem
                    : (Tx == ".row" || Tx == ".col") ? &LastLayoutItem
                    : (Tx == ".b8x16" || Tx == ".b6x16_p32" || Tx == ".b4x16_p64")
                        ? &LastFormatItem
                    : (Tx == ".and" || Tx == ".xor" || Tx == ".popc") ? &LastBopItem
                                                                      : nullptr;
        if (!Last)
          continue;
        if (M.TokItem[P] < *Last)
          return false;
        *Last = M.TokItem[P];
      }
      // Tokens in slots whose value sets overlap keep the pattern's order
      // too (createpolicy's primary and secondary .L2::evict_* priorities).
      for (unsigned A = 0; A < I.Mods.size(); ++A)
        for (unsigned B = A + 1; B < I.Mods.size(); ++B) {
          int IA = M.TokItem[A], IB = M.TokItem[B];
          if (IA >= 0 && IB >= 0 && IB < IA && overlap(Items[IA], Items[IB]))
            return false;
        }
      for (unsigned K = 0; K < Items.size(); ++K) {
        if (!Items[K].Optional && M.ItemTok[K] < 0)
          return false;
        // `{.xorsign.abs}`: the items of one brace group come all or none.
        if (Items[K].Group)
          for (unsigned J = 0; J < Items.size(); ++J)
            if (Items[J].Group == Items[K].Group && (M.ItemTok[J] < 0) != (M.ItemTok[K] < 0))
              return false;
      }
      return true;
    }
    llvm::StringRef Tok = I.Mods[T].Text;
    for (unsigned K = 0; K < Items.size(); ++K) {
      if (M.ItemTok[K] >= 0)
        continue;
      bool Fits = false;
      for (llvm::StringRef A : Table.alts(Items[K]))
        if (Tok == A) {
          Fits = true;
          break;
        }
      if (!Fits)
        continue;
      M.ItemTok[K] = T;
      M.TokItem[T] = K;
      if (Assign(T + 1))
        return true;
      M.ItemTok[K] = -1;
      M.TokItem[T] = -1;
    }
    // ptxas accepts a repeated modifier (add.sat.sat.f32): it fills nothing.
    // A repeated type is another operand's type, never a repetition; the
    // sub-byte and scale types too (`mma...b1.b1.s32.and.popc.b1`,
    // `wmma.load.a...s4.s4`, a second `.ue4m3` or `.e2m1` on block-scaled
    // mma: "Unexpected instruction types"; helper-94 round, probes).
    if (ptxTypeBits(Tok) || Tok == ".u4" || Tok == ".s4" || Tok == ".u2" || Tok == ".s2" ||
        Tok == ".b1" || Tok == ".e2m1" || Tok == ".ue4m3")
      return false;
    // Nor is a repeated state space (ptxas: "Unexpected number of state
    // spaces specified in instruction 'ld'").
    llvm::StringRef Space = beforeScope(Tok);
    if (Space == ".global" || Space == ".shared" || Space == ".local" || Space == ".const" ||
        Space == ".param")
      return false;
    // A positional item is part of the name: it cannot repeat (mul.lo.lo).
    for (unsigned P = 0; P < T; ++P)
      if (I.Mods[P].Text == Tok && M.TokItem[P] >= 0)
        return (IgnoreLead || M.TokItem[P] >= (int)F.Lead) && Assign(T + 1);
    return false;
  };
  Assign = AssignImpl;
  if (!Assign(0))
    return false;
  M.VecLen = 0;
  for (const Word &W : I.Mods) {
    llvm::StringRef T = W.Text;
    unsigned N;
    if ((T.consume_front(".v") || T.consume_front(".x")) && !T.getAsInteger(10, N)) {
      M.VecLen = N;
      break;
    }
  }
  return true;
}

/// How ptxas 13.0 splits a wmma.mma source fragment (operand \p OpIdx: 1 =
/// A, 2 = B, 3 = C) when it lowers the instruction to the target's mma:
/// elements [k*Size, (k+1)*Size) for k < Count are the operand of one
/// sub-mma, and a piece of immediates only is refused ("Unexpected
/// instruction types specified for '_mma'", "Arguments mismatch"); the
/// elements after the pieces are never read. Count 0: no piece is checked
/// (an .s32 or .f64 C, the f64 fragments, s8/u8 on sm_75 take immediates
/// only). On sm_80 and later f16/bf16 go to m16n8k16 (A pieces of 4, B of 2;
/// m8n32 is computed transposed, so A and B swap piece sizes), s8/u8 to
/// m16n8k32 (A 2, B 1), tf32 m16n16k8 to m16n8k4 (A 2 x 2, B 1 x 4); on
/// sm_75 f16 goes to m16n8k8 (A 2 x 2, B 1 x 4 for m16n16k16, A 2 x 4, B 1 x 2
/// for m32n8k16, the other way round for m8n32k16). The .f32 C
/// is two pieces of 4, the .f16 C two of 2 (every pattern of registers and
/// immediates of each fragment probed on sm_75, sm_80, sm_90a and sm_120a,
/// helper-94 round; test/sema/isa/wmma-fragment-immediate-pieces.ptx).
/// Returns false when the split is not known (then a fragment of immediates
/// only is refused, as for mma).
static bool wmmaFragmentPieces(const InstrStmt &I, size_t OpIdx, unsigned Sm, unsigned &Size,
                               unsigned &Count) {
  llvm::SmallVector<llvm::StringRef, 4> Types;
  llvm::StringRef Shape;
  for (const Word &W : I.Mods) {
    if (W.Text.startswith(".m") && W.Text.contains('n') && W.Text.contains('k'))
      Shape = W.Text;
    else if (ptxTypeBits(W.Text) || W.Text == ".s4" || W.Text == ".u4" || W.Text == ".b1")
      Types.push_back(W.Text);
  }
  llvm::StringRef AType, CType;
  if (Types.size() == 2) { // .dtype.ctype of the f16 forms
    AType = ".f16";
    CType = Types[1];
  } else if (Types.size() == 4) {
    AType = Types[1];
    CType = Types[3];
  } else {
    return false;
  }
  Size = Count = 0;
  if (OpIdx == 3) {
    if (CType == ".f32")
      Size = 4, Count = 2;
    else if (CType == ".f16")
      Size = 2, Count = 2;
    else if (CType != ".s32" && CType != ".f64")
      return false;
    return Sm >= 75;
  }
  if (OpIdx != 1 && OpIdx != 2)
    return false;
  bool A = OpIdx == 1;
  if (AType == ".f64")
    return Sm >= 80;
  if (AType == ".s4" || AType == ".u4" || AType == ".b1") {
    // (.s4/.u4 from sm_90 take immediates only.)
    if (AType == ".b1" || Sm < 90)
      Size = Count = 1;
    return Sm >= 75;
  }
  unsigned SubA, SubB;
  if (Sm >= 80 && (AType == ".f16" || AType == ".bf16"))
    SubA = 4, SubB = 2;
  else if (Sm >= 80 && (AType == ".s8" || AType == ".u8"))
    SubA = 2, SubB = 1;
  else if (Sm >= 80 && AType == ".tf32" && Shape == ".m16n16k8") {
    Size = A ? 2 : 1;
    Count = A ? 2 : 4;
    return true;
  } else if (Sm == 75 && (AType == ".s8" || AType == ".u8")) {
    return true;
  } else if (Sm == 75 && AType == ".f16") {
    // m16n8k8 pieces (A 2, B 1), K split in two: m16n16k16 A 2 x 2, B 1 x 4;
    // m32n8k16 A 2 x 4, B 1 x 2; m8n32k16 transposed.
    if (Shape == ".m16n16k16")
      Size = A ? 2 : 1, Count = A ? 2 : 4;
    else if (Shape == ".m32n8k16")
      Size = A ? 2 : 1, Count = A ? 4 : 2;
    else if (Shape == ".m8n32k16")
      Size = A ? 1 : 2, Count = A ? 2 : 4;
    else
      return false;
    return true;
  } else {
    return false;
  }
  if (Shape == ".m16n16k16")
    Size = A ? SubA : SubB, Count = A ? 1 : 2;
  else if (Shape == ".m32n8k16")
    Size = A ? SubA : SubB, Count = A ? 2 : 1;
  else if (Shape == ".m8n32k16")
    Size = A ? SubB : SubA, Count = A ? 1 : 2;
  else
    return false;
  return true;
}

/// Whether ptxas 13.0 assembles \p I with the special register \p Base
/// (\p S its symbol) as the base of an address, `[%laneid]`,
/// `[%clock64+8]` (helper-203 round: each address operand of 54 forms with
/// %laneid, %clock64 and %laneid+8 on sm_80, sm_90a and sm_100a, and the
/// cubins of `ldmatrix ... [%laneid]` and of `mov.u32 %r, %laneid;
/// ldmatrix ... [%r]` are equal: ptxas uses the register's value). It does
/// for ldmatrix, stmatrix, wmma.load/.store, the cp instructions (cp.async,
/// its mbarrier.arrive, cp.async.bulk{.prefetch}, cp.reduce.async.bulk, the
/// shared-memory and mbarrier addresses of the .tensor forms), st.async,
/// red.async, multimem.ld_reduce, multimem.red (a 64-bit one: a 32-bit one
/// is "Arguments mismatch for instruction 'mov'"), tensormap.replace,
/// tensormap.cp_fenceproxy, fence.proxy.tensormap, prefetch.tensormap,
/// tcgen05.commit and clusterlaunchcontrol.try_cancel. It crashes
/// (segmentation fault) on st, atom, red, prefetch, applypriority, discard,
/// multimem.st and vector loads, assembles a scalar ld or ldu only when
/// nothing reads its result (ptxlint refuses those: a load whose value
/// cannot be used), refuses it in mbarrier ("Illegal state space for
/// address operand"), prefetchu ("Non-generic address"), st.bulk and
/// tcgen05's Tensor Memory addresses ("Special register argument not
/// allowed for instruction 'add'"), and a tensor map's `[%clock64, {...}]`
/// (checked elsewhere). A vector special register (`%tid`) is "Illegal
/// operand type", a component (`%tid.x`) a parsing error, a predicate one
/// (`%is_explicit_cluster`) "Illegal to use symbol".
bool InstrChecker::sregAddressTaken(const InstrStmt &I, const Expr &Base,
                                    const SymbolInfo &S) const {
  if (!Base.Selector.Text.empty() || S.VecLen || S.Type == ".pred")
    return false;
  llvm::StringRef Op = I.Opcode.Text;
  llvm::StringRef First = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  auto Has = [&](llvm::StringRef M) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == M; });
  };
  // On the sm_12x targets ptxas 13.0 moves every operand of the
  // cp.async.bulk{.tensor} loads into .shared::cluster through registers
  // and refuses a special register in any of them ("Special register
  // argument not allowed"; sm_120a, sm_121a; helper-222 round).
  if (clusterBulkLoadOnSm12(I))
    return false;
  if (Op == "ldmatrix" || Op == "stmatrix" || Op == "cp" || Op == "clusterlaunchcontrol")
    return true;
  if (Op == "wmma")
    return First == ".load" || First == ".store";
  if (Op == "st" || Op == "red")
    return First == ".async";
  if (Op == "multimem")
    return First == ".ld_reduce" || (First == ".red" && ptxTypeBits(S.Type) == 64);
  if (Op == "tensormap")
    return First == ".replace" || First == ".cp_fenceproxy";
  if (Op == "fence")
    return true;
  if (Op == "prefetch")
    return Has(".tensormap");
  if (Op == "tcgen05")
    return First == ".commit";
  // Scalar ld and ldu (any state space, `.nc`, `.volatile`, `.acquire`,
  // cache hints): ptxas 13.0 assembles them (helper-222 round, sm_80,
  // sm_90a, sm_100a, sm_120a) as long as no instruction of the same
  // straight-line code reads the loaded value before a label, a barrier or
  // a redefinition: it crashes (segmentation fault) on `ld.global.u32 %r3,
  // [%laneid]; mov.u32 %r4, %r3;` but not with `$L1:` or `bar.sync 0`
  // between them, nor when the load is predicated. A crash is no verdict,
  // so ptxlint accepts every such load with a warning of its own
  // (checkUncached). Vector loads crash ptxas even when dead.
  if (Op == "ld" || Op == "ldu")
    return !llvm::any_of(I.Mods, [](const Word &W) {
      return W.Text == ".v2" || W.Text == ".v4" || W.Text == ".v8";
    });
  return false;
}

/// Whether ptxas 13.0 refuses a (scalar) special register as an element of
/// operand \p Idx of \p I, a {...} vector. It takes one in every vector
/// operand but where it rewrites the instruction into others, which take
/// no special register ("Special register argument not allowed for
/// instruction 'mov'"): helper-117 probes of every vector operand of the
/// corpus (555 forms) and of the mma, wmma and tex.grad forms on sm_80 to
/// sm_121a.
bool InstrChecker::ptxasRefusesSRegElement(const InstrStmt &I, size_t Idx) const {
  llvm::StringRef Op = I.Opcode.Text;
  llvm::StringRef First = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  auto Has = [&](llvm::StringRef M) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == M; });
  };
  // tcgen05.ld and tcgen05.st ("... for instruction 'ld'/'st'").
  if (Op == "tcgen05" && (First == ".ld" || First == ".st"))
    return true;
  // wmma.load and wmma.store, their fragment too ("Call argument '%laneid'
  // has illegal state space").
  if (Op == "wmma" && (First == ".load" || First == ".store"))
    return true;
  // An instruction ptxas lowers to a call: its sources ("Call argument
  // '%laneid' has illegal state space"), not its result.
  if (Tgt.valid() && sema::ptxasLowersToCall(I, Tgt.Sm))
    return Idx != 0;
  if (Op == "wmma" && First == ".mma" && Has(".f64"))
    return Idx == 1 || Idx == 2; // the A and B fragments ("'_mma'")
  if (Op == "mma" && Tgt.valid()) {
    // The .m16n8 .f64 shapes from sm_100 (not .m8n8k4): the result ("'mov'").
    if (Has(".f64") && !Has(".m8n8k4") && Tgt.hasMinSm(100))
      return Idx == 0;
    // .e4m3/.e5m2 where the target has no FP8 mma unit (sm_90 to sm_11x):
    // the result and the accumulator ("'add'").
    if ((Has(".e4m3") || Has(".e5m2")) && Tgt.hasMinSm(90) && !Tgt.hasMinSm(120))
      return Idx == 0 || Idx == 3;
  }
  if (Op == "tex" && Idx != 0 && ptxasExpandsTexGrad(I, Tgt))
    return true;
  return false;
}

// The value {...} of red/atom .noftz .v2/.v4/.v8 (.f16, .bf16, .f16x2,
// .bf16x2) with an immediate among its elements: ptxas 13.0's verdict
// (helper-173 round: every 16/32/64-bit .b/.u/.s/.f register next to 0, 1,
// 0f3F800000, 0d3FF0000000000000 and 1.0, leading and trailing, in .v2,
// then mixes in .v4; sm_100a). Returns "" when ptxas takes the vector,
// else why not; Conv is set when it takes registers of another size than
// the element (an immediate-led vector, whose registers ptxas converts).
// - An integer immediate anywhere but first crashes ptxas (segmentation
//   fault), and immediates only are refused.
// - Neighbours clash as in every vector ("Vector with elements of different
//   types"): an integer literal or .s/.u register next to a float literal
//   or .f register, and a packed .f16x2 register next to a float literal.
// - Led by an immediate: .f16 after an integer checks no register's size
//   (`{0, %rd1}`, `{0, %rs1, %r1, %rd1}`, `{0, %rs1, %sd1, %rs1}` pass) but
//   for registers all .s64 (`{0, %sd1}`: "Arguments mismatch"), after a float literal
//   it takes nothing, and .f16x2 takes nothing. .bf16 and .bf16x2 follow
//   the width rule of checkOne's ImmLed: the size starts as the
//   immediate's (32 bits for 0f, 64 for 0d, 1.0 and an integer), a
//   register of that width leaves it, any other sets it to its own, and it
//   must end as the element's (`{0, %rs1, %rs1, %r1}` is "Arguments
//   mismatch" for .bf16, `{0, %rs1, %rs1, %rd1}` passes); and a float
//   literal whose registers are all of its own type (.f32 for 0f, .f64 for
//   0d) types the vector so (`{0f3F800000, %f1}` is "Arguments mismatch"
//   for .bf16x2, `{0d3FF0000000000000, %f1}` and `{0f3F800000, %f1, %r1,
//   %r1}` pass).
// - Led by a register, the registers (all of one size, else
//   "Incompatible elements of vector expression") type the vector as
//   elsewhere (one type, or the bit type when mixed or .b); each float
//   literal then keeps it where it is the literal's own type (.f32 for 0f,
//   .f64 for 0d) and makes it the bit type otherwise, and the result must
//   be the element's bit type or the element type (`{%h1, 0f3F800000}`
//   passes for .f16, `{%f1, 0f3F800000}` is "Arguments mismatch" for
//   .bf16x2 and `{%f1, 0d3FF0000000000000}` passes).
static std::string noftzImmediateVector(llvm::StringRef Elem, const Expr &E,
                                        SymbolLookup Lookup, bool &Conv) {
  Conv = false;
  unsigned ElemBits = ptxTypeBits(Elem);
  auto IsImm = [](const Expr *El) { return El->K != Expr::Symbol && isConstExpr(*El); };
  auto LitKind = [](const Expr *El) -> char {
    if (constClass(*El) != ConstClass::Float)
      return 'i';
    llvm::StringRef Lit(El->Range.Begin, El->Range.End - El->Range.Begin);
    return Lit.startswith_insensitive("0f") ? 'f' : 'd';
  };
  // A sink is no source ("Sink '_' not allowed as a source operand").
  if (llvm::any_of(E.Sub, [](const Expr *El) { return El->K == Expr::Sink; }))
    return "has a sink '_' as an element; a source takes none";
  // A scalar special register (%laneid) counts as a register of its type.
  const Expr *FirstReg = nullptr;
  SymbolInfo FirstS;
  for (size_t N = 0; N < E.Sub.size(); ++N) {
    const Expr *El = E.Sub[N];
    if (IsImm(El)) {
      if (N && LitKind(El) == 'i')
        return "has an integer immediate after its first element, which ptxas 13.0 cannot "
               "take here (it crashes)";
      continue;
    }
    SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
    if ((S.K == SymbolInfo::Reg || S.K == SymbolInfo::SReg) && !S.VecLen && !FirstReg) {
      FirstReg = El;
      FirstS = S;
    }
  }
  if (!FirstReg)
    return "is a {...} of immediates only, which ptxas 13.0 refuses here";
  // Neighbours: 'i' integer literal or .s/.u register, 'f' float literal or
  // .f register, 'F' float literal, 'x' packed register, 'b' .b register.
  auto Cls = [&](const Expr *El) -> char {
    if (IsImm(El))
      return LitKind(El) == 'i' ? 'i' : 'F';
    SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
    if ((S.K != SymbolInfo::Reg && S.K != SymbolInfo::SReg))
      return 0;
    llvm::StringRef T = S.Type;
    if (T.endswith("x2"))
      return 'x';
    char C = ptxTypeClass(T);
    return C == 'f' ? 'f' : (C == 's' || C == 'u') ? 'i' : 'b';
  };
  for (size_t N = 1; N < E.Sub.size(); ++N) {
    char A = Cls(E.Sub[N - 1]), B = Cls(E.Sub[N]);
    auto Float = [](char C) { return C == 'f' || C == 'F' || C == 'x'; };
    if ((A == 'i' && Float(B)) || (Float(A) && B == 'i') || (A == 'x' && B == 'F') ||
        (A == 'F' && B == 'x'))
      return "mixes float and integer elements in one vector (ptxas 13.0: \"Vector with "
             "elements of different types\")";
  }
  if (IsImm(E.Sub[0])) {
    char L = LitKind(E.Sub[0]);
    bool Ok = false;
    if (Elem == ".f16") {
      // No size checked after an integer, but registers all .s64 type the
      // vector so.
      Ok = L == 'i' && llvm::any_of(E.Sub, [&](const Expr *El) {
             SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
             return (S.K == SymbolInfo::Reg || S.K == SymbolInfo::SReg) && S.Type != ".s64";
           });
    } else if (Elem == ".bf16" || Elem == ".bf16x2") {
      // The width rule (see checkOne's ImmLed): the size starts as the
      // immediate's, a register of that width leaves it, any other sets it.
      unsigned W = L == 'f' ? 32 : 64, T = W;
      llvm::StringRef LitT = L == 'f' ? ".f32" : L == 'd' ? ".f64" : "";
      bool AllLitT = !LitT.empty();
      for (const Expr *El : E.Sub) {
        SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
        if ((S.K != SymbolInfo::Reg && S.K != SymbolInfo::SReg) || S.VecLen)
          continue;
        unsigned B = ptxTypeBits(S.Type);
        if (B != W)
          T = B;
        AllLitT &= S.Type == LitT;
      }
      Ok = T == ElemBits && !AllLitT;
    }
    if (!Ok)
      return ("is a {...} led by an immediate that ptxas 13.0 does not take for a " + Elem +
              " vector of red/atom .noftz (.f16 takes one led by an integer, .bf16 and "
              ".bf16x2 one whose registers come to the element's size by the width rule, "
              ".f16x2 none)")
          .str();
    for (const Expr *El : E.Sub) {
      SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
      if ((S.K == SymbolInfo::Reg || S.K == SymbolInfo::SReg) && ptxTypeBits(S.Type) != ElemBits)
        Conv = true;
    }
    return "";
  }
  // Led by a register.
  llvm::StringRef One;
  bool Mixed = false;
  for (const Expr *El : E.Sub) {
    SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
    if ((S.K != SymbolInfo::Reg && S.K != SymbolInfo::SReg))
      continue;
    if (ptxTypeBits(S.Type) != ptxTypeBits(FirstS.Type))
      return "has registers of different sizes next to a float immediate (ptxas 13.0: "
             "\"Incompatible elements of vector expression\")";
    if (One.empty())
      One = S.Type;
    if (S.Type != One || ptxTypeClass(S.Type) == 'b')
      Mixed = true;
  }
  unsigned B = ptxTypeBits(One);
  std::string V = Mixed ? (".b" + llvm::Twine(B)).str() : One.str();
  for (const Expr *El : E.Sub)
    if (IsImm(El)) {
      llvm::StringRef LitT = LitKind(El) == 'f' ? ".f32" : ".f64";
      if (V != LitT)
        V = (".b" + llvm::Twine(B)).str();
    }
  if (B == ElemBits && (V == Elem || ptxTypeClass(V) == 'b'))
    return "";
  return ("is a {...} whose registers and float immediate make it " + V +
          " (ptxas 13.0 types it so), not " + Elem + "'s size and type: \"Arguments mismatch\"")
      .str();
}

bool InstrChecker::checkOne(const IsaOperand &O, llvm::StringRef Type, int VecLen, bool Relaxed,
                            const Expr &E, SymbolLookup Lookup, OperandProblem &P,
                            bool FollowsInstrType) const {
  uint16_t K = O.Kinds;
  auto Kind = [&](const char *Found) {
    P.W = Why::Kind;
    P.Text = (llvm::Twine("must be ") + kindNames(K) + "; found " + Found).str();
    P.At = E.Range;
    return false;
  };
  // %is_explicit_cluster, the one .pred special register, is a predicate
  // register as an element of a {...} vector: ptxas 13.0 gives it every
  // verdict it gives %p1 there (helper-230 round: each {...} line of the
  // predicate tests with %p1 replaced, 133 lines on sm_90a, sm_100a and
  // sm_120a, all agreeing; `ld.global.v4.b32 {%r1, %is_explicit_cluster,
  // %r3, %r4}` passes, next to an .f32 or 16/64-bit register it does not),
  // but in st.async's packs (checkPacked, which reads it itself).
  // test/sema/isa/special-register-predicate-element.ptx.
  SymbolLookup OuterLookup = Lookup;
  auto ElementLookup = [OuterLookup](const Expr &X) {
    SymbolInfo S = OuterLookup(X);
    if (S.K == SymbolInfo::SReg && S.Type == ".pred" && !S.VecLen)
      S.K = SymbolInfo::Pred;
    return S;
  };
  // The type ptxas gives a {...} vector whose registers differ in type or
  // include a .b register: the bit type of their size (set below).
  std::string VecAsBits;
  bool InVector = false; // checking the elements of a {...} operand
  // ptxas 13.0 takes an .f16x2 register for an integer operand (see
  // typesAgree) but not where the operand's type is a literal .u32 in the
  // syntax (membermasks, barrier numbers and counts, the results of popc,
  // clz, bfind, bmsk and dp4a, nanosleep's time), nor in redux.sync or as
  // match.sync's result: "Arguments mismatch" (ptxas-diff.py decl-type, seed
  // 29007, and probes of every 32-bit integer instruction;
  // test/sema/isa/f16x2-register-integer-strict.ptx).
  // Nor as the .s32 accumulators (d, c) of the integer mma, mma.sp and
  // wmma forms, every shape, when the {...} has only .f16x2 registers (a
  // vector that mixes types is typed by its bits, as for ptxas; ptxas-diff.py
  // decl-type on a -G build, seed 38042; test/sema/isa/mma-integer-f16x2.ptx).
  llvm::StringRef OpName = Cur ? Cur->Opcode.Text : llvm::StringRef();
  // multimem.ld_reduce's result and multimem.st's value take any register
  // of the size for the .bf16, .bf16x2 and 8-bit float types, as for a bit
  // type (`multimem.st.bf16x2 [a], %f1`, `multimem.ld_reduce.add.v2.bf16
  // {%h1, %h2}, [a]`, `multimem.st.e5m2x4 [a], %u1`, immediates too;
  // helper-180 round, ptxas 13.0 on sm_100a), not multimem.red's (.bf16x2
  // with an .f32 register: "Arguments mismatch for instruction 'red'").
  std::string MultimemBits;
  llvm::StringRef OrigType = Type; // before that: its packed types check sizes after an immediate
  if (OpName == "multimem" && !Cur->Mods.empty() &&
      (Cur->Mods[0].Text == ".ld_reduce" || Cur->Mods[0].Text == ".st") && O.Name &&
      (llvm::StringRef(O.Name) == "d" || llvm::StringRef(O.Name) == "b") &&
      (Type == ".bf16" || Type == ".bf16x2" || Type.startswith(".e4m3") ||
       Type.startswith(".e5m2")) &&
      ptxTypeBits(Type)) {
    MultimemBits = (".b" + llvm::Twine(ptxTypeBits(Type))).str();
    Type = MultimemBits;
  }
  bool StrictF16x2 = (O.FixedType && llvm::StringRef(O.FixedType) == ".u32") ||
                     OpName == "redux" || (OpName == "match" && llvm::StringRef(O.Name) == "d") ||
                     ((OpName == "mma" || OpName == "wmma") && O.FixedType &&
                      llvm::StringRef(O.FixedType) == ".s32");
  // The {byte-id, thread-id} selectors of block-scaled mma: ptxas types the
  // vector by its first element, so after an immediate any integer register
  // passes (`{1, %rd12}`, `{1, %r1}`), while `{%r1, 1}` must be 16-bit
  // (ptxas-diff.py imm-to-reg, seed 29007; test/sema/isa/mma-block-scale-
  // selector-types.ptx).
  bool LooseSelector = llvm::StringRef(O.Name).startswith("ids") && E.K == Expr::Vector &&
                       !E.Sub.empty() && E.Sub[0]->K != Expr::Symbol && isConstExpr(*E.Sub[0]);
  // The same typing in other source vectors: after an immediate as the
  // first element ptxas 13.0 checks no element's size, and converts each
  // register to the element size: `mov.b32 %r, {0, %r1}` is the cubin of
  // `{0, %rs}` with %rs the low half of %r1 (`{0, %rd1}`, `{0, %rc1}`,
  // `mov.b128 {0, %r1}` likewise: wider registers truncated, narrower ones
  // zero-extended), `st.global.v2.u64 [a], {0, %r1}` that of %r1
  // zero-extended, `st.global.v2.f32 [a], {0f00000000, %fd1}` that of
  // cvt.rn.f32.f64 (helper-134 round, ptxas 13.0 `.text` bytes). So in mov
  // (its pack forms after an integer immediate only: `mov.b32 %r,
  // {0f3F800000, %r1}` is "Arguments mismatch"; its .v2/.v4 forms also
  // after a float one), st, red, atom and multimem.red (either kind) a register of
  // another size than the element passes; registers of the element's size
  // are checked as before (st.async's too), registers of different types typed by the
  // element's bits (`st.global.v4.u32 [a], {0, %r1, %f1, %rd1}` passes,
  // `{0f00000000, %f1}` does not). checkUncached warns
  // (ptxas-diff.py register-type-swap, seed 38218;
  // test/sema/isa/vector-immediate-first-any-size.ptx).
  // The helper-141 round's probe (modifier-probe.py --immediate-first over
  // the tcgen05/wgmma/TMA builds and the cuda::ptx wrappers, then by hand on
  // sm_90a/sm_100a/sm_120a) found the same in multimem.st after an integer
  // immediate (`.v2.f32 [a], {0, %rd1}`, `.v4.f32 {0, %rs1, %rs1, %rs1}`; a
  // float one first is "Arguments mismatch") and in the im2colInfo {...} of
  // cp.async.bulk.tensor and cp.async.bulk.prefetch.tensor (`{0, %rd1}`,
  // `{0, %r1, %rs1}`), but not where the element is a packed type:
  // `multimem.red...add.v2.bf16x2 [a], {0, %rd1}` and `.f16x2`, and
  // multimem.st's, are "Arguments mismatch" (the probe's one miss). Sizes
  // also stay checked in tcgen05.st, tcgen05.mma's disable-output-lane, mma
  // without .kind::, wmma and the tensor coordinates of cp.async.bulk.tensor.
  // The fragment vectors (stmatrix's, wgmma's A registers, every {...} of
  // mma's .kind:: forms) follow a rule of their own after an integer
  // immediate: going left to right, a register of 64 bits leaves the
  // vector's type as it was and any other register sets it to its size;
  // the vector passes when that ends as the element's size (stmatrix .x4
  // `{0, %rd1, %r2, %r3}`, `{0, %r1, %rs2, %r3}`, `{0, %r1, %r2, %rd3}`,
  // `{0, %r1, %rd2, %rd3}` pass; `{0, %r1, %r2, %rs3}`, `{0, %rs1, %rs2,
  // %rd3}`, `{0, %rd1, %rd2, %rd3}` and .x2's `{0, %rd1}` are "Arguments
  // mismatch"; helper-141 round, all 27 mixes of 16/32/64-bit
  // registers after the immediate probed in stmatrix .x4, wgmma's A and
  // mma .kind::f8f6f4's A and C, the same verdicts in all four). After a
  // float immediate mma's .f32 C takes any registers (as st does); the
  // other fragments keep their checks there. mma without .kind::, wmma,
  // tcgen05.st and tcgen05.mma's disable-output-lane check every element.
  // The helper-149 round (modifier-probe.py --immediate-first --immediate
  // 0f3F800000, then every mix of 16/32/64-bit registers after a 0f and a 0d
  // immediate in block-scaled mma's A and C, .kind::f8f6f4's A, stmatrix .x4,
  // wgmma's A and the im2colInfo of cp.async.bulk.tensor and
  // cp.async.bulk.prefetch.tensor: 314 statements, ptxas 13.0 on sm_90a,
  // sm_100a and sm_120a, each as the rule says) found the rule above to be
  // one about the immediate's width: the vector's size starts as the
  // immediate's (32 bits for 0f, 64 for 0d and, as above, for an integer),
  // a register of that width leaves it as it was and any other register
  // sets it to its own, and the vector passes when that ends as the
  // element's size (`{0f3F800000, %rs1, %r1}` and `{0d3FF0000000000000,
  // %rs1, %rd1}` pass as im2colInfo, `{0f3F800000, %rs1, %rd1}`,
  // `{0f3F800000, %r1}` and `{0f3F800000}` alone do not; `{0d..., %rd1,
  // %r1, %r1}` passes as stmatrix's). The exceptions: after an integer
  // immediate im2colInfo checks no size (above), and .kind::'s .f32 C
  // takes any registers after a float immediate except in the
  // .block_scale forms, where the rule holds (so after 0f every register
  // must be 32-bit: `{0f3F800000, %rd1, %f1, %f1}` is "Arguments mismatch";
  // test/sema/isa/vector-float-immediate-first-fragments.ptx).
  // st and st.async after a float immediate follow the same rule where the
  // element type is not a float one (.f types still take any registers):
  // st.async's vector passes when the size ends as the element's, st's .b
  // types likewise, st's .s/.u types when it ends as the element's size or
  // wider (`st.global.v4.b32 [a], {0f3F800000, %rd1, %r1, %r1}` and
  // `st.global.v2.u64 [a], {0d3FF0000000000000, %r1}` are "Arguments
  // mismatch", `st.global.v4.u32 [a], {0f3F800000, %rs1, %rs1, %rd1}`
  // passes; every mix of 8/16/32/64-bit registers after 0f and 0d in .v2
  // and .v4 of the .b/.s/.u/.f types, 1,128 st statements on sm_100a and
  // 264 st.async ones on sm_90a, all agreeing with ptxas after the fix;
  // test/sema/isa/st-float-immediate-first.ptx).
  bool ImmLed = false;
  bool FloatLedNoReg = false; // a float-led im2colInfo of immediates only
  if (E.K == Expr::Vector && E.Sub.size() > 1 && E.Sub[0]->K != Expr::Symbol &&
      E.Sub[0]->K != Expr::Sink && isConstExpr(*E.Sub[0]) && Cur && !Cur->Operands.empty() &&
      Cur->Operands[0] != &E) {
    bool IntFirst = constClass(*E.Sub[0]) != ConstClass::Float;
    llvm::StringRef OpN(O.Name ? O.Name : "");
    bool Packed = OrigType.size() > 2 && OrigType.back() >= '2' && OrigType.back() <= '8' &&
                  OrigType[OrigType.size() - 2] == 'x';
    llvm::StringRef Mod0 = Cur->Mods.empty() ? llvm::StringRef() : llvm::StringRef(Cur->Mods[0].Text);
    // st after a float immediate, not of a float type: the width rule.
    // (Only the .v2/.v4 values: st.async's scalar .b32/.b64 value written
    // as a pack, `{0f3F800000, %r1}` for a .b64, is the packedvec form.)
    // sust's .b and sust.p's values follow it too (helper-173 round:
    // `sust.b.2d.v4.b16 [s, c], {0f3F800000, %r1, %rs2, %rs3}` passes,
    // `{0f3F800000, %r1, %r2, %r3}` is "Arguments mismatch"; sust.p's
    // `.v4.b32` `{0f3F800000, %rd1, %r2, %r3}` is too).
    bool StFloatLed = (OpName == "st" || OpName == "sust") && !IntFirst && !Packed && ptxTypeClass(Type) != 'f' &&
                      ptxTypeBits(Type) && VecLen >= 2;
    if (StFloatLed) {
      llvm::StringRef Lit(E.Sub[0]->Range.Begin, E.Sub[0]->Range.End - E.Sub[0]->Range.Begin);
      unsigned W = Lit.startswith_insensitive("0f") ? 32 : 64;
      unsigned Elem = ptxTypeBits(Type), T = W;
      bool AnyReg = false;
      for (const Expr *El : E.Sub.drop_front()) {
        SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
        unsigned B = S.K == SymbolInfo::Reg && !S.VecLen ? ptxTypeBits(S.Type) : 0;
        if (!B)
          continue;
        AnyReg = true;
        if (B != W)
          T = B;
      }
      bool Async = Mod0 == ".async";
      char TC = ptxTypeClass(Type);
      ImmLed = !AnyReg || T == Elem || (!Async && (TC == 's' || TC == 'u') && T > Elem);
      if (!ImmLed) {
        P.W = Why::Type;
        P.Text = ("is a {...} led by a float immediate whose registers do not come to the " +
                  llvm::Twine(Elem) + "-bit element's size: ptxas 13.0 sizes such a vector as " +
                  "the immediate (" + llvm::Twine(W) + " bits), each register of another " +
                  "width setting it to its own, and wants the element's size at the end")
                     .str();
        P.At = E.Range;
        return false;
      }
    } else {
      ImmLed = (OpName == "mov" && (IntFirst || O.VecLen == -1)) ||
               (!Packed && (OpName == "st" || OpName == "red" || OpName == "atom" ||
                            (OpName == "multimem" && Mod0 == ".red") ||
                            (OpName == "multimem" && Mod0 == ".st" && IntFirst))) ||
               (OpN == "im2colInfo" && IntFirst) ||
               // sust's .v2/.v4 values after an integer immediate check no
               // register's size (`sust.p.2d.v4.b32 [s, c], {0, %rd1, %r2,
               // %r3}`, `{0, %rs1, %r2, %r3}`, `{0, %q1, %r2, %r3}` with a
               // .b128 %q1; helper-180 round, ptxas 13.0 on sm_100a), as
               // st's; the float/integer and predicate clashes stay.
               (OpName == "sust" && IntFirst && !Packed && VecLen >= 2) ||
               // tex.grad's two-element gradients (.2d, .a2d) after a
               // float immediate check no register's size either
               // (`{0f3F800000, %rd1}`, `{0d3FF0000000000000, %rs1}`,
               // `{0f3F800000, %q1}`; helper-180 round); the four-element
               // ones (.3d, .cube) go through ptxas's mov expansion, which
               // does ("Arguments mismatch for instruction 'mov'").
               (OpName == "tex" && (OpN == "dPdx" || OpN == "dPdy") && !IntFirst &&
                E.Sub.size() == 2);
    }
    bool KindForm = OpName == "mma" && llvm::any_of(Cur->Mods, [](const Word &W) {
      return llvm::StringRef(W.Text).startswith(".kind::");
    });
    bool BlockScale = KindForm && llvm::any_of(Cur->Mods, [](const Word &W) {
      return W.Text == ".block_scale";
    });
    // mma.sync with fp8 (.e4m3/.e5m2) inputs and no .kind:: types its
    // fragments as the .kind:: forms do on the targets that have the
    // instruction (sm_89, sm_120, sm_121; helper-157 round: every mix of
    // 16/32/64-bit registers after 0, 0f3F800000 and 0d3FF0000000000000 in
    // the A, B and C of the m16n8k16/m16n8k32 forms, ptxas 13.0 on sm_89 and
    // sm_120a, each accepted statement assembled alone): the width rule
    // for A and B, any registers in the .f32 C after a float immediate (a float register right
    // after an integer immediate is refused, as in every vector). On
    // sm_90 and sm_100 to sm_110, where ptxas emulates the instruction, the
    // expansion refuses every register of another size ("Arguments
    // mismatch for instruction 'mov'"), as the element checks do
    // (test/sema/isa/mma-fp8-immediate-first-fragments.ptx).
    bool Fp8Mma = OpName == "mma" && !KindForm && (Tgt.Sm == 89 || Tgt.family() == 12) &&
                  llvm::any_of(Cur->Mods, [](const Word &W) {
                    return W.Text == ".e4m3" || W.Text == ".e5m2";
                  });
    // multimem.st's packed types (.f16x2, .bf16x2, .e*x2, .e*x4) after an
    // integer immediate follow the width rule too (`.v4.e4m3x2 [a], {0, %r1,
    // %rs1, %rs1}` and `.v2.bf16x2 [a], {0, %r1}` pass, `.v2.bf16x2 [a], {0,
    // %rd1}` is "Arguments mismatch"; helper-180 round).
    bool MultimemStPacked = OpName == "multimem" && Mod0 == ".st" && Packed;
    if (!ImmLed &&
        (OpName == "stmatrix" || (OpName == "wgmma" && OpN == "a") || KindForm || Fp8Mma ||
         OpN == "im2colInfo" || MultimemStPacked)) {
      if (IntFirst || !(KindForm || Fp8Mma) || BlockScale || Type != ".f32") {
        // The immediate's width: 64 bits for an integer and a 0d literal,
        // 32 for a 0f one.
        llvm::StringRef Lit(E.Sub[0]->Range.Begin, E.Sub[0]->Range.End - E.Sub[0]->Range.Begin);
        unsigned W = IntFirst || !Lit.startswith_insensitive("0f") ? 64 : 32;
        unsigned Elem = ptxTypeBits(Type), T = IntFirst ? 0 : W;
        for (const Expr *El : E.Sub.drop_front()) {
          SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
          unsigned B = S.K == SymbolInfo::Reg && !S.VecLen ? ptxTypeBits(S.Type) : 0;
          if (!B) {
            T = 0;
            break;
          }
          if (B != W)
            T = B;
        }
        ImmLed = Elem && T == Elem;
      } else {
        ImmLed = true;
      }
    }
  }
  // A float immediate alone (or among immediates only) as im2colInfo: its
  // width is not the 16-bit element's ("Arguments mismatch"); an integer
  // one passes.
  if (E.K == Expr::Vector && !E.Sub.empty() && O.Name && llvm::StringRef(O.Name) == "im2colInfo" &&
      E.Sub[0]->K != Expr::Symbol && isConstExpr(*E.Sub[0]) &&
      constClass(*E.Sub[0]) == ConstClass::Float &&
      llvm::none_of(E.Sub, [](const Expr *El) { return El->K == Expr::Symbol; }))
    FloatLedNoReg = true;
  if (FloatLedNoReg) {
    P.W = Why::Type;
    P.Text = "is a {...} of immediates led by a float immediate, whose width (32 bits for 0f, "
             "64 for 0d) is not the 16-bit element's; ptxas 13.0 takes integer immediates here";
    P.At = E.Range;
    return false;
  }
  unsigned ElemBits = ImmLed ? ptxTypeBits(Type) : 0;
  if (!ElemBits)
    ImmLed = false;
  // cvt's bit-size operands (.tf32, the 8/6/4-bit float formats, .rs's
  // rbits) take only .bN registers of that size: ptxas 13.0 "Arguments
  // mismatch" for a .u32/.s32/.f32/.f16x2 register as the .tf32 result or
  // as rbits, a .u16/.f16 one for .e4m3x2, a .u8 one for .e2m1x2 (Table 25
  // would let a bit type take any register of its size). The .bf16x2 side
  // of the .ue8m0x2 conversions is the exception: any 32-bit register
  // (ptxas-diff.py register-type-swap, seed 29009, then every such operand
  // probed; was a known gap; test/sema/isa/cvt-narrow-float-bit-registers.ptx).
  llvm::StringRef Fixed = O.FixedType ? llvm::StringRef(O.FixedType) : llvm::StringRef();
  bool ExactBits = OpName == "cvt" && (Fixed == ".b8" || Fixed == ".b16" || Fixed == ".b32") &&
                   !(Fixed == ".b32" && llvm::any_of(Cur->Mods, [](const Word &W) {
                     return W.Text == ".ue8m0x2";
                   }));
  auto TypeOk = [&](llvm::StringRef Have, const Expr &At) {
    if (ImmLed && InVector && ptxTypeBits(Have) && ptxTypeBits(Have) != ElemBits) {
      if (CurOpIndex < 32)
        ImmLedOps |= 1u << CurOpIndex;
      return true;
    }
    if (InVector && !VecAsBits.empty() && !Have.empty())
      Have = VecAsBits;
    if (ExactBits && !Have.empty() && Have != Fixed &&
        ptxTypeBits(Have) == ptxTypeBits(Fixed)) {
      P.W = Why::Type;
      P.Text = (llvm::Twine("must be a ") + Fixed + " register (ptxas takes no other type for "
                "this cvt operand); '" +
                llvm::StringRef(At.Range.Begin, At.Range.End - At.Range.Begin) + "' is " + Have)
                   .str();
      P.At = At.Range;
      return false;
    }
    if (LooseSelector && InVector && isPlainScalar(Have) &&
        (ptxTypeClass(Have) == 'b' || ptxTypeClass(Have) == 's' || ptxTypeClass(Have) == 'u'))
      return true;
    if (StrictF16x2 && Have == ".f16x2" && Type != ".f16x2") {
      P.W = Why::Type;
      P.Text = (llvm::Twine("must agree with type ") + Type + "; '" +
                llvm::StringRef(At.Range.Begin, At.Range.End - At.Range.Begin) +
                "' is .f16x2 (ptxas takes .f16x2 registers for integer operands, but not "
                "here)")
                   .str();
      P.At = At.Range;
      return false;
    }
    if (Type.empty() || Have.empty() || typesAgree(Type, Have, Relaxed))
      return true;
    P.W = Why::Type;
    P.Text = (llvm::Twine("must agree with type ") + Type + "; '" +
              llvm::StringRef(At.Range.Begin, At.Range.End - At.Range.Begin) + "' is " + Have)
                 .str();
    P.At = At.Range;
    return false;
  };
  // elect.sync writes the pair d|p; a lone predicate is "Arguments
  // mismatch" (helper-90 round; test/sema/isa/elect-destination-type.ptx).
  if (OpName == "elect" && (K & OK_PredPair) && E.K != Expr::PredPair)
    return Kind("a lone operand (elect.sync writes the pair d|p)");
  bool VecReg = false; // the vector being checked has a register
  // One scalar operand: register, predicate, special register, immediate,
  // symbol, label, or sink.
  // Recursive through a function_ref (std::function would allocate on every
  // call of checkOne).
  llvm::function_ref<bool(const Expr &, uint16_t)> Scalar;
  auto ScalarImpl = [&](const Expr &X, uint16_t Allowed) -> bool {
    switch (X.K) {
    case Expr::Sink:
      if (Allowed & OK_Sink)
        return true;
      return Kind("'_'");
    case Expr::Symbol: {
      SymbolInfo S = Lookup(X);
      switch (S.K) {
      case SymbolInfo::Unknown:
        return true; // reported by the symbol pass
      case SymbolInfo::Reg:
        if (S.VecLen && (Allowed & OK_Vector))
          return TypeOk(S.Type, X);
        if (!(Allowed & OK_Reg))
          return Kind("a register");
        // A whole `.reg .v2 .b64` register is no scalar: `mov.b64 %rd, %v`
        // is ptxas's "Arguments mismatch" (only a pack form, the vector
        // as big as the move, takes it: `mov.b64 %rd, %v2b32`). Other
        // instructions without .vN report it in the symbol pass
        // (checkVectorRegs); ptxas-diff.py decl-type, seed 9828.
        if (S.VecLen && !InVector && VecLen == 0 && Cur && Cur->Opcode.Text == "mov") {
          P.W = Why::Kind;
          P.Text = ("must be a scalar register; '" + X.Name + "' is a whole .v" +
                    llvm::Twine(S.VecLen) + " " + S.Type +
                    " register, which moves only as a vector of the move's size")
                       .str();
          P.At = X.Range;
          return false;
        }
        return TypeOk(S.Type, X);
      case SymbolInfo::Pred:
        // `P` on a typed value operand (shfl's `d:rP.b32`) admits the pair
        // d|p, not a lone predicate ("Arguments mismatch for instruction
        // 'shfl'"; ptxas-diff.py register-type-swap, seed 34010;
        // test/sema/isa/shfl-predicate-destination.ptx).
        if ((Allowed & OK_PredPair) && !(Allowed & OK_Pred) && (Allowed & OK_Reg) &&
            !Type.empty() && Type != ".pred" && !InVector)
          return Kind("a lone predicate (the destination is a register, or the pair d|p)");
        if (Allowed & (OK_Pred | OK_PredPair))
          return true;
        if ((Allowed & OK_Reg) && Type == ".pred")
          return true;
        return Kind("a predicate");
      case SymbolInfo::SReg: {
        if (!(Allowed & OK_SReg))
          return Kind("a special register");
        // Sizes (helper-193 round, ptxas-diff.py special-register, seed
        // 40102, then probes on sm_90): mov takes a special register of its
        // type's size only (`mov.u32 %r, %clock64`, `mov.u64 %rd, %tid.x`,
        // `mov.u16 %rs, %laneid` are "Arguments mismatch"), but for the
        // legacy 16-bit %tid/%ntid/%ctaid/%nctaid components and %gridid
        // (32-bit before PTX ISA 3.0), which it converts; cvt takes one of
        // the source type's size or wider, as any register (`cvt.u32.u64
        // %r, %laneid` is refused).
        llvm::StringRef Op = Cur ? Cur->Opcode.Text : llvm::StringRef();
        unsigned TB = Type.empty() ? 0 : ptxTypeBits(Type);
        unsigned SB = S.Type == ".pred" ? 1 : ptxTypeBits(S.Type);
        if (!InVector && TB && SB && !S.VecLen && (Op == "mov" || Op == "cvt")) {
          llvm::StringRef Base = llvm::StringRef(E.Name).split('.').first;
          bool Legacy16 = TB == 16 && (Base == "%tid" || Base == "%ntid" || Base == "%ctaid" ||
                                       Base == "%nctaid");
          bool Ok = Op == "mov" ? (SB == TB || Legacy16 || Base == "%gridid") : SB >= TB;
          if (!Ok) {
            P.W = Why::Type;
            P.Text = ("is the special register '" + E.Name + E.Selector.Text + "' of " +
                      llvm::Twine(SB) + " bits; " + Op + " takes one of " +
                      (Op == "mov" ? "exactly " : "at least ") + llvm::Twine(TB) +
                      " bits here (ptxas: \"Arguments mismatch\")")
                         .str();
            P.At = E.Range;
            return false;
          }
        }
        return true;
      }
      case SymbolInfo::Const:
        if (Allowed & OK_Imm)
          return true;
        return Kind("a constant");
      case SymbolInfo::Var:
      case SymbolInfo::Func:
        if (Allowed & OK_Symbol)
          return true;
        // ptxas 13.0 takes a scalar variable as an element of any {...}
        // vector, a destination's too, typed as a register of its type
        // (an array or vector variable: "Illegal expression"); checkUncached
        // warns.
        // Not where ptxas lowers the instruction to a call (wmma.load, ...:
        // "Call argument '%hh1' has illegal state space"; seed 29011).
        if (InVector && S.K == SymbolInfo::Var && !S.Array && !S.VecLen && !S.Type.empty() &&
            S.Opaque.empty() && !(Cur && Tgt.valid() && sema::ptxasLowersToCall(*Cur, Tgt.Sm)))
          return TypeOk(S.Type, X);
        // ptxas 13.0 takes a function's name as an operand (its address,
        // moved into a register of the instruction's type first: its
        // warning for `copysign.f64 %fd1, f, %fd2` is "Unexpected
        // instruction types specified for 'mov instruction with function
        // address operand'") where the operand is a register of the
        // instruction's type (followsInstrType: `add.u64 %rd1, %rd2, f`,
        // `setp.eq.u32`, `fma.rn.f32`, `and.pred`, `prmt.b32`, mad.wide's
        // c, `st.global.u32 [a], f`, `cvta.to.global`; also the
        // register-only .f16, .f16x2, .u16x2 and .s16x2 operands, which
        // refuse immediates), not one of a type of its own (shl's shift,
        // bfe's position, dp4a's c, bmsk's operands, selp's and setp's
        // predicates: "Arguments mismatch", also where that type happens to
        // be the instruction's, `bfe.u32`), not where only an immediate goes
        // (lop3's LUT), not where the form's section has a `nofuncname`
        // line for the operand's type (checkOperands: .bf16/.bf16x2, the
        // integer redux.sync forms, nanosleep, bar/barrier, the scalar cvt
        // conversions, the SIMD video instructions), not in a {...} vector,
        // nor where it lowers the instruction to a call ("Call argument 'f'
        // has illegal state space"). PTX ISA 6.4.4 allows function names
        // only in call and mov: checkForms warns (ptxas-diff.py tok-replace,
        // seed 36002 and the probes after it; test/sema/function-name-
        // immediate.ptx, function-name-immediate-literal-types.ptx).
        if (S.K == SymbolInfo::Func && !InVector && (Allowed & (OK_Reg | OK_Pred)) &&
            FollowsInstrType && Cur &&
            !sema::ptxasLowersToCall(*Cur, Tgt.valid() ? Tgt.Sm : 0))
          return true;
        return Kind(S.K == SymbolInfo::Var ? "a variable name" : "a function name");
      case SymbolInfo::Label:
        if (Allowed & OK_Label)
          return true;
        return Kind("a label");
      }
      return true;
    }
    case Expr::Unary:
      if (X.Op == (unsigned char)TokenKind::Bang && X.Sub.size() == 1 && X.Sub[0]->K == Expr::Symbol) {
        SymbolInfo S = Lookup(*X.Sub[0]);
        if (S.K == SymbolInfo::Pred) {
          if ((Allowed & OK_Pred) && (Allowed & OK_Negate))
            return true;
          return Kind("a negated predicate");
        }
      }
      // -r: vmad's negated operands (PTX ISA 9.7.18.1.3).
      if (X.Op == (unsigned char)TokenKind::Minus && X.Sub.size() == 1 &&
          X.Sub[0]->K == Expr::Symbol && (Allowed & OK_Minus))
        return Scalar(*X.Sub[0], Allowed);
      [[fallthrough]];
    default:
      if (isConstExpr(X)) {
        if (!(Allowed & OK_Imm))
          return Kind("an immediate");
        ConstClass CK = constClass(X);
        if (CK == ConstClass::Mismatch)
          return Kind("a constant expression that mixes integer and floating-point values");
        if (CK == ConstClass::NeedInt)
          return Kind("a constant expression that applies an integer-only operator "
                      "(% << >> & | ^ ~ ! && || ?: or a cast) to a floating-point value");
        // Float types take float literals; integer types integer ones; bit
        // types either an integer or a 0f/0d bit pattern (ptxas 13.0).
        char C = ptxTypeClass(Type);
        bool Float = CK == ConstClass::Float;
        // ptxas takes integer bit patterns for packed .f16x2/.bf16x2
        // elements of a vector operand (mma fragments). Inside a vector an
        // immediate takes the type of the registers next to it: an integer
        // goes with .b32/.s32/.u32 registers also for a float instruction
        // type (nvcc 13 declares float registers .b32: `{%f1, 4096}`), a
        // float literal with .b/.f registers also for an integer type
        // (harness seed 41); the elements must agree (checked below).
        // (The neighbours decide: a float next to an integer is refused
        // before the elements are checked, so `{1, %r2, %f3, 1.0}`
        // assembles for .f32; ptxas-diff.py register-type-swap, seed 9905.)
        bool IntFits = InVector && VecReg;
        bool FloatFits = InVector && VecReg;
        if (C == 'f' && !Float && !(InVector && Type.endswith("x2")) && !IntFits) {
          P.W = Why::Kind;
          P.Text = ("must be a floating-point immediate for " + Type +
                    " (such as 0f3F800000 or 1.0); found an integer")
                       .str();
          P.At = X.Range;
          return false;
        }
        // A predicate takes an integer (any non-zero is true) but no float
        // literal: ptxas 13.0 "Arguments mismatch" for `mov.pred %p, 1.5`,
        // `and.pred %p, %q, 0f3F800000`, selp's selector 1.0 (ptxas-diff.py
        // int-literal, seed 35011; test/sema/pred-float-immediate.ptx).
        if ((C == 's' || C == 'u' || C == 'p') && Float && !FloatFits)
          return Kind("a floating-point immediate");
        // cvt.rna{.satfinite}.tf32.f32: ptxas 13.0 moves an immediate source
        // through mov.b32 first, so only a 0f bit pattern passes ("Arguments
        // mismatch for instruction 'mov'" for 1.0 or a 0d pattern; the .rn
        // and .rz forms convert decimal literals). Helper-90 round, was a
        // known gap; test/sema/isa/cvt-rna-tf32-literal.ptx.
        if (C == 'f' && Float && !InVector && OpName == "cvt" &&
            !(X.K == Expr::HexFloat && !X.IsDouble) &&
            llvm::any_of(Cur->Mods, [](const Word &W) { return W.Text == ".rna"; }) &&
            llvm::any_of(Cur->Mods, [](const Word &W) { return W.Text == ".tf32"; }))
          return Kind("a decimal or 64-bit float literal (cvt.rna.tf32.f32 takes only a 32-bit "
                      "0f bit pattern as an immediate)");
        // A decimal float literal is a 64-bit double (PTX ISA 4.5.1), so a
        // .b64 operand takes it as any .f64 value (Table 25); ptxas 13.0
        // assembles `mov.b64 %rd, 1.5` and refuses it for .b32/.b16
        // (ptxas-diff.py int-literal, seed 34016;
        // test/sema/isa/b64-decimal-float-literal.ptx).
        if (C == 'b' && Float && X.K != Expr::HexFloat && !FloatFits && ptxTypeBits(Type) != 64)
          return Kind("a decimal floating-point immediate (a bit type takes 0f/0d bit patterns)");
        // A bit pattern has its own size: 0f is 32 bits, 0d 64 (PTX ISA
        // 4.5.1). ptxas 13.0: "Arguments mismatch" for `mov.b16 %h, 0f...`,
        // `st.b64 [a], 0f...`, `mov.b32 %r, 0d...` (float types convert).
        if (C == 'b' && X.K == Expr::HexFloat && !InVector &&
            ptxTypeBits(Type) != (X.IsDouble ? 64u : 32u)) {
          P.W = Why::Kind;
          P.Text = ((ptxTypeBits(Type) == 8 ? "takes an " : "takes a ") +
                    llvm::Twine(ptxTypeBits(Type)) + "-bit value for " + Type +
                    "; found a " + (X.IsDouble ? "64-bit 0d" : "32-bit 0f") +
                    " bit pattern")
                       .str();
          P.At = X.Range;
          return false;
        }
        return true;
      }
      // `generic(var)` and `0xFF(var)` exist in initializers only; in an
      // instruction ptxas 13.0 stops at the '(' ("Parsing error"). (`call
      // (r), f (a);`, a call that lost the comma after 'f', passes here:
      // checkCall reports the missing comma.)
      if (const Expr *Fn = findFnCall(X)) {
        if (Cur && Cur->Opcode.Text == "call" && Fn == &X && Fn->Name != "mask" &&
            (Allowed & OK_Symbol))
          return true;
        P.W = Why::Kind;
        P.At = Fn->Range;
        P.Text = ("uses '" + (Fn->Name == "mask" ? llvm::StringRef("N") : Fn->Name) +
                  "(...)', a function-like expression, which PTX allows only in variable "
                  "initializers (generic(var), mask N(var))")
                     .str();
        return false;
      }
      // var+imm: address-like symbol expressions.
      if (X.K == Expr::Binary) {
        // ptxas takes var+imm, not var-imm nor imm+var ("Parsing error").
        unsigned char FirstOp = 0;
        bool ConstRest = true;
        if (X.K == Expr::Binary && (Allowed & OK_Symbol) &&
            (!additiveBase(X, FirstOp, ConstRest) ||
             FirstOp != (unsigned char)TokenKind::Plus))
          return Kind("an expression other than 'var+offset'");
        // ptxas 13.0: "Integer constant expression expected" (`g+1.5`).
        if ((Allowed & OK_Symbol) && floatOffset(X))
          return Kind("'var+offset' with a floating-point offset (the offset must be an "
                      "integer constant expression)");
        if (Allowed & OK_Symbol)
          return true;
        return Kind("an expression");
      }
      if (X.K == Expr::Address)
        return Kind("an address");
      if (X.K == Expr::Vector)
        return Kind("a vector");
      if (X.K == Expr::List)
        return Kind("a parenthesised list");
      if (X.K == Expr::PredPair)
        return Kind("a predicate pair");
      return Kind("an operand of another kind");
    }
  };
  Scalar = ScalarImpl;

  switch (E.K) {
  case Expr::Address:
    if (!(K & OK_Addr))
      return Kind("an address");
    return checkAddress(E, Lookup, P);
  case Expr::ArrayElem: {
    // PTX ISA 6.4.2 "Arrays as Operands": `a[i]`. ptxas 13.0 takes one as
    // the address of ld, ldu and st and as the address value of mov, cvta,
    // mapa and getctarank (the `e` kind of the table; mapa's and
    // getctarank's since the helper-203 round), nowhere else ("Arguments
    // mismatch", "must be register"); docs/ptxas-differences.md.
    if (!(K & OK_ArrayElem))
      return Kind("an array element 'name[index]' (PTX takes one only as the address of "
                  "ld, ldu and st and as the source of mov, cvta, mapa and getctarank)");
    const Expr &Arr = *E.Sub[0], &Idx = *E.Sub[1];
    auto Bad = [&](const std::string &Text, const Expr &At) {
      P.W = Why::Kind;
      P.Text = Text;
      P.At = At.Range;
      return false;
    };
    SymbolInfo S = Lookup(Arr);
    if (S.K == SymbolInfo::Unknown)
      return true; // reported by the symbol pass
    if (S.K != SymbolInfo::Var || !S.Array)
      return Bad(("indexes '" + Arr.Name + "', which is not an array variable; only an " +
                  "array's elements can be written name[index]")
                     .str(),
                 Arr);
    // The index: an integer constant expression, a register, or a register
    // plus constants (`a[%r1+4]`, `a[%r1+-4]`; ptxas 13.0 refuses
    // `a[%r1-4]`, `a[4+%r1]` and `a[-%r1]`: "Parsing error").
    unsigned char FirstOp = 0;
    bool ConstRest = true;
    const Expr *Reg = nullptr;
    if (Idx.K == Expr::Symbol && Lookup(Idx).K != SymbolInfo::Var &&
        Lookup(Idx).K != SymbolInfo::Const) {
      Reg = &Idx;
    } else if (const Expr *B = additiveBase(Idx, FirstOp, ConstRest);
               B && B->K == Expr::Symbol && Lookup(*B).K != SymbolInfo::Var &&
               Lookup(*B).K != SymbolInfo::Const) {
      if (FirstOp != (unsigned char)TokenKind::Plus || !ConstRest)
        return Bad("is not a valid array index: write a register index as [reg] or "
                   "[reg+constant] (a negative offset as [reg+-N])",
                   Idx);
      Reg = B;
    } else if (!isConstExpr(Idx) && !(Idx.K == Expr::Symbol)) {
      std::function<bool(const Expr &)> HasReg = [&](const Expr &X) {
        if (X.K == Expr::Symbol) {
          SymbolInfo XS = Lookup(X);
          return XS.K != SymbolInfo::Var && XS.K != SymbolInfo::Const;
        }
        for (const Expr *Sub : X.Sub)
          if (Sub && HasReg(*Sub))
            return true;
        return false;
      };
      if (HasReg(Idx))
        return Bad("is not a valid array index: write a register index as [reg] or "
                   "[reg+constant] (a negative offset as [reg+-N])",
                   Idx);
    }
    if (Reg) {
      SymbolInfo RS = Lookup(*Reg);
      if (RS.K == SymbolInfo::Unknown)
        return true;
      if (RS.K != SymbolInfo::Reg || RS.VecLen || !Reg->Selector.Text.empty() ||
          ptxTypeClass(RS.Type) == 'f' || ptxTypeBits(RS.Type) > 64)
        return Bad(("uses '" + Reg->Name + "'" + (RS.Type.empty() ? "" : " (" + RS.Type.str() + ")") +
                    " as an array index; an index is an integer constant or an integer or bit-size " +
                    "register")
                       .str(),
                   *Reg);
    }
    if (constClass(Idx) != ConstClass::Int && !Reg)
      return Bad("is not a valid array index: the index must be an integer constant "
                 "expression, not a floating-point one",
                 Idx);
    if (Reg && &Idx != Reg && floatOffset(Idx))
      return Bad("is not a valid array index: the offset must be an integer constant "
                 "expression, not a floating-point one",
                 Idx);
    // The array's state space and the register width as for [var] (an
    // address) or var (mov, cvta).
    if (K & OK_Addr) {
      Expr *Subs[1] = {const_cast<Expr *>(&Arr)};
      Expr Tmp = E;
      Tmp.K = Expr::Address;
      Tmp.Sub = Subs;
      return checkAddress(Tmp, Lookup, P);
    }
    return checkOne(O, Type, VecLen, Relaxed, Arr, Lookup, P);
  }
  case Expr::List:
    if (K & OK_List)
      return true;
    return Kind("a parenthesised list");
  case Expr::Paren:
    // `(p)`: a one-element call argument list.
    if (K & OK_List)
      return true;
    break;
  case Expr::Vector: {
    // The table's `packedvec` lines: a {...} whose registers together have
    // the scalar operand's width (st.async's .b64 value as {%r1, %r2}).
    if (!InVector && ((!(K & OK_Vector) && (K & OK_Reg) && O.VecLen == 0) ||
                      ((K & OK_Vector) && O.VecLen == -1 && VecLen == 0)))
      if (std::optional<bool> Ok = checkPacked(O, Type, E, Lookup, P))
        return *Ok;
    // From here on (ScalarImpl included) the elements are read as above.
    Lookup = ElementLookup;
    // The table's `scalarvec` lines for a scalar register operand (the
    // .bf16/.bf16x2 operands of the arithmetic, comparisons and
    // conversions, mma's sparsity metadata and block-scale data, the level
    // of tex.level/txq.level, the mask of cp.async.bulk's .cp_mask): ptxas
    // 13.0 takes a {...} of one, two or four registers of the operand's
    // size (of any number for wgmma.mma_async.sp's sp-meta) and reads the
    // first (the cubin equals that of the first register; helper-119
    // round). Warned at the accepted form.
    if (!(K & OK_Vector) && (K & OK_Reg) && O.VecLen == 0 && !InVector && CurSec &&
        CurSec->takesScalarVec(E.Sub.size(), Type, O.Name ? O.Name : "",
                               [&](llvm::StringRef Mod) {
                                 return CurInstr && !CurInstr->Mods.empty() &&
                                        CurInstr->Mods.back().Text == Mod;
                               })) {
      // The registers of the {...}: registers only (after an immediate,
      // integer ones), of one size unless AnySize (ptxas: "Incompatible
      // elements of vector expression"), each checked as the operand.
      // A tex.level/txq.level lod {...} takes special registers as
      // registers of their type (`{%laneid}`, `{%tid.y, %r1}`, `{%smid,
      // 0}`, `{%r1, %tid.x}`; `{%laneid, %clock64}` is "Incompatible
      // elements", a bare `%laneid` "Special register argument not
      // allowed"; ptxas 13.0 on sm_90, stop 48), except a component of a
      // vector special register followed by an immediate (`{%tid.x, 0}`,
      // `{%ctaid.x, 0}`: "must be register or constant").
      llvm::StringRef LodName(O.Name ? O.Name : "");
      llvm::StringRef LodOp = CurInstr ? CurInstr->Opcode.Text : llvm::StringRef();
      bool LodVec = LodName == "lod" && (LodOp == "tex" || LodOp == "txq");
      // They count as untyped registers of their size: `{%laneid, 1.0}`
      // and `{%laneid, %f1}` pass as with a .b32 register, where a .u32
      // register is "Vector with elements of different types".
      auto AsReg = [&](const Expr *El) {
        SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
        if (LodVec && S.K == SymbolInfo::SReg && !S.VecLen && !S.Type.empty()) {
          S.K = SymbolInfo::Reg;
          unsigned Bits = ptxTypeBits(S.Type);
          S.Type = Bits == 64 ? ".b64" : Bits == 16 ? ".b16" : ".b32";
        }
        return S;
      };
      // mbarrier.arrive's and arrive_drop's count {...} also takes a
      // predicate next to a 32-bit register (`{%r1, %p1}`, `{%p1, %r1}`),
      // not predicates only (`{%p1}`, `{%p1, %p2}`: "Arguments mismatch")
      // nor next to an .s32/.u32 register ("Vector with elements of
      // different types"); helper-203 round, ptxas 13.0 on sm_90a and
      // sm_100a; test/sema/isa/scalar-operand-vector-mbarrier-predicate.ptx.
      bool PredOk = CurInstr && CurInstr->Opcode.Text == "mbarrier";
      auto ScalarVecRegs = [&](llvm::ArrayRef<Expr *> Els, bool ImmLed, bool AnySize) {
        unsigned Size = 0;
        bool AnyReg = false;
        char PrevPI = 0; // 'p' predicate, 'i' .s/.u register, 'o' other
        auto PredClash = [&](const Expr *El) {
          P.W = Why::Type;
          P.Text = "has a predicate next to an .s/.u register; ptxas 13.0 takes a predicate "
                   "here only next to .b registers (\"Vector with elements of different "
                   "types\")";
          P.At = El->Range;
          return false;
        };
        for (const Expr *El : Els) {
          SymbolInfo S = AsReg(El);
          if (PredOk && El->K == Expr::Symbol && S.K == SymbolInfo::Pred) {
            if (PrevPI == 'i')
              return PredClash(El);
            PrevPI = 'p';
            continue;
          }
          if (PredOk && El->K == Expr::Symbol && S.K == SymbolInfo::Reg) {
            char C = ptxTypeClass(S.Type);
            bool SU = C == 's' || C == 'u';
            if (SU && PrevPI == 'p')
              return PredClash(El);
            PrevPI = SU ? 'i' : 'o';
          }
          AnyReg = true;
          if (El->K != Expr::Symbol || S.K != SymbolInfo::Reg || S.VecLen ||
              (ImmLed && llvm::StringRef(S.Type).startswith(".f"))) {
            P.W = Why::Kind;
            P.Text = ImmLed ? "must be a register, or a {...} of registers of which ptxas reads "
                              "the first (after an immediate, integer registers only)"
                            : "must be a register, or a {...} of registers of which ptxas reads "
                              "the first";
            P.At = El->Range;
            return false;
          }
          if (AnySize)
            continue;
          unsigned B = ptxTypeBits(S.Type);
          if (Size && B != Size) {
            P.W = Why::Kind;
            P.Text = "is a vector whose registers differ in size";
            P.At = El->Range;
            return false;
          }
          Size = B;
          if (Lookup(*El).K == SymbolInfo::SReg) {
            if (B != ptxTypeBits(Type)) { // `{%clock64}` for a 32-bit lod
              P.W = Why::Type;
              P.Text = "has a special register of " + std::to_string(B) + " bits, not " +
                       std::to_string(ptxTypeBits(Type));
              P.At = El->Range;
              return false;
            }
            continue; // checked above as a register of its size
          }
          if (!checkOne(O, Type, VecLen, Relaxed, *El, Lookup, P))
            return false;
        }
        if (PredOk && !AnyReg && !Els.empty()) {
          P.W = Why::Kind;
          P.Text = "has predicates only; ptxas 13.0 takes a predicate in this {...} only next "
                   "to a 32-bit register";
          P.At = Els.front()->Range;
          return false;
        }
        return true;
      };
      // A lod {...} of registers only (helper-193 round, ptxas 13.0 on
      // sm_90, tex.level and txq.level): ptxas compares each element with
      // the one before it, as in other vectors (same type, a .b register or
      // a special register next to anything of its size, .s next to .u, a
      // predicate next to a .b register or a predicate; `{%s1, %f1}`,
      // `{%f1, %hh1}`, `{%p1, %s1}` are "Vector with elements of different
      // types"), types the vector by its registers when all have one type
      // and as the bit type otherwise, and checks that type against the
      // lod's loosely: an .s32 lod refuses only an .f32 or .f16x2 vector
      // (`{%r1, %f1}`, `{%f1, %r1}`, `{%p1, %r1}` pass, `{%f1, %f2}` and
      // `{%hh1}` are "Arguments mismatch"), an .f32 lod only an .f16x2 one
      // (`{%s1}`, `{%u1, %s1}`, `{%hh1, %r1}` pass). Registers of another
      // size keep the checks below.
      if (LodVec && llvm::none_of(E.Sub, immediateElement)) {
        unsigned LodBits = ptxTypeBits(Type);
        llvm::SmallVector<SymbolInfo, 4> Els;
        bool Plain = true, AnySized = false;
        for (const Expr *El : E.Sub) {
          SymbolInfo S = AsReg(El);
          if (El->K == Expr::Symbol && S.K == SymbolInfo::Pred) {
            S.K = SymbolInfo::Reg;
            S.Type = ".pred";
          }
          if (El->K != Expr::Symbol || S.K != SymbolInfo::Reg || S.VecLen ||
              (S.Type != ".pred" && ptxTypeBits(S.Type) != LodBits)) {
            Plain = false;
            break;
          }
          AnySized |= S.Type != ".pred";
          Els.push_back(S);
        }
        if (Plain && AnySized) {
          auto Compatible = [](llvm::StringRef A, llvm::StringRef B) {
            if (A == B)
              return true;
            char CA = A == ".pred" ? 'p' : ptxTypeClass(A);
            char CB = B == ".pred" ? 'p' : ptxTypeClass(B);
            if (CA == 'p' || CB == 'p')
              return (CA == 'p' || CA == 'b') && (CB == 'p' || CB == 'b');
            if (CA == 'b' || CB == 'b')
              return true;
            return (CA == 's' || CA == 'u') && (CB == 's' || CB == 'u');
          };
          for (size_t I = 1; I < Els.size(); ++I)
            if (!Compatible(Els[I - 1].Type, Els[I].Type)) {
              P.W = Why::Type;
              P.Text = "is a vector whose elements " + std::to_string(I) + " and " +
                       std::to_string(I + 1) + " have types ptxas 13.0 does not mix (" +
                       std::string(Els[I - 1].Type) + ", " + std::string(Els[I].Type) +
                       ": \"Vector with elements of different types\")";
              P.At = E.Sub[I]->Range;
              return false;
            }
          std::string VecType = std::string(Els[0].Type);
          for (const SymbolInfo &S : Els)
            if (S.Type != VecType)
              VecType = ".b" + std::to_string(LodBits);
          bool Refused = llvm::StringRef(VecType).endswith("x2") ||
                         (ptxTypeClass(VecType) == 'f' && ptxTypeClass(Type) != 'f');
          if (Refused) {
            P.W = Why::Type;
            P.Text = "is a vector of " + VecType + " registers, which ptxas 13.0 does not take as " +
                     "a " + Type.str() + " level (\"Arguments mismatch\")";
            P.At = E.Range;
            return false;
          }
          return true; // warned in checkForms, as any scalar written as a {...}
        }
      }
      // Led by an integer immediate (`mbarrier.arrive... [a], {0, %r1}`,
      // `{1, %r1}`, `{0, %r1, %r1, %r1}`, `cvt...ue8m0x2.bf16x2 %rs1, {0,
      // %r1}`): ptxas 13.0 takes it, without checking the immediate (`count`
      // 0 alone is "value '0' expected in range"); the registers keep their
      // checks (`cvt... {0, %rd1}` and wgmma's sp-meta `{0, %rd1}` are
      // "Arguments mismatch", a float register "Vector with elements of
      // different types"; helper-141 round, modifier-probe.py
      // --immediate-first: the count of mbarrier.arrive, wgmma's sp-meta,
      // mma's block-scale data and metadata, cp.async.bulk's byteMask,
      // cvt's .bf16x2 source; test/sema/isa/scalar-vector-immediate-first.ptx).
      // Warned in checkForms.
      // mbarrier's count and cp.async.bulk's byteMask check no register's
      // size either (`{0, %rs1}`, `{1, %rd1}` for the count; `{0, %r1}` for
      // the 16-bit mask).
      // The level (lod) of tex.level and txq.level with float immediates
      // among its elements and no integer one (helper-173 round, ptxas 13.0
      // on sm_100a): ptxas types the {...} from its elements, so it passes
      // where the 32-bit .b/.f registers and the literals come to the lod's
      // type: any such mix for an .f32 lod (`{0f3F800000, %f1}`, `{%r1,
      // 1.0}`, `{0f3F800000, 0f3F800000}`), for an .s32 or .b32 one not when
      // the registers are all .f32 (`{0f3F800000, %f1}` is "Arguments
      // mismatch", `{0f3F800000, %r1}` and `{%r1, 0d3FF0000000000000}`
      // pass). Other mixes keep the checks below (.2d's `{0f3F800000,
      // %rd1}` for an .f32 lod, which ptxas takes, stays refused).
      // An integer immediate leading an .f32 lod of tex.level crashes ptxas
      // (`{0, %r1}`: segmentation fault), refused below with the others.
      auto IsLit = immediateElement;
      if (LodName == "lod" && (LodOp == "tex" || LodOp == "txq") && llvm::any_of(E.Sub, IsLit) &&
          llvm::all_of(E.Sub, [&](const Expr *El) {
            return !IsLit(El) || constClass(*El) == ConstClass::Float;
          })) {
        // Led by a float literal, an .f32 lod checks no register's size
        // (`{0f3F800000, %rd1}`, `{0d3FF0000000000000, %rs1}`,
        // `{0f3F800000, %rd1, %rs1, %r1}`, a .b8 or .b128 register;
        // helper-180 round, .1d/.2d/.3d): only the .b/.f class counts.
        bool FloatLed = constClass(*E.Sub[0]) == ConstClass::Float && IsLit(E.Sub[0]);
        bool AnySizeF32 = FloatLed && Type == ".f32";
        bool Regs32 = true, AllF32 = true, AnyReg = false;
        for (const Expr *El : E.Sub) {
          if (IsLit(El))
            continue;
          SymbolInfo S = AsReg(El);
          char C = S.K == SymbolInfo::Reg && !S.VecLen ? ptxTypeClass(S.Type) : 0;
          Regs32 &= (C == 'b' || C == 'f') && (AnySizeF32 || ptxTypeBits(S.Type) == 32) &&
                    !llvm::StringRef(S.Type).endswith("x2");
          AllF32 &= S.Type == ".f32";
          AnyReg = true;
        }
        if (Regs32 && (Type == ".f32" || (AnyReg && !AllF32 && ptxTypeBits(Type) == 32)))
          return true; // warned in checkForms, as any scalar written as a {...}
      }
      // Led by a register, an .s32/.b32 lod takes integer literals after it
      // (`{%r1, 0}`, `{%r1, -1}`, `{%r1, 0, %r2, %r3}`, and `{%laneid, 0}`,
      // which stays refused as every special register in a lod {...};
      // helper-180 round, tex.level and txq.level): the registers keep
      // their checks (`{%rd1, 0}`, `{%r1, 0, %rd2, %r3}`, `{%f1, 0}` are
      // refused); for an .f32 lod ptxas crashes or finds different types.
      if (LodName == "lod" && (LodOp == "tex" || LodOp == "txq") && Type != ".f32" &&
          E.Sub.size() > 1 && !IsLit(E.Sub[0]) && llvm::any_of(E.Sub, IsLit) &&
          llvm::all_of(E.Sub, [&](const Expr *El) {
            return !IsLit(El) || constClass(*El) != ConstClass::Float;
          })) {
        unsigned Size = 0;
        bool Ok = true;
        for (const Expr *El : E.Sub) {
          if (IsLit(El))
            continue;
          SymbolInfo S = AsReg(El);
          if (S.K != SymbolInfo::Reg || S.VecLen ||
              (!El->Selector.Text.empty() && Lookup(*El).K == SymbolInfo::SReg) ||
              llvm::StringRef(S.Type).startswith(".f") || (Size && ptxTypeBits(S.Type) != Size)) {
            Ok = false;
            break;
          }
          Size = ptxTypeBits(S.Type);
        }
        if (Ok) {
          llvm::SmallVector<Expr *, 4> Regs;
          for (Expr *El : E.Sub)
            if (!IsLit(El))
              Regs.push_back(El);
          return ScalarVecRegs(Regs, /*ImmLed=*/false, /*AnySize=*/false);
        }
      }
      if (LodName == "lod" && LodOp == "tex" && Type == ".f32" && E.Sub.size() > 1 &&
          IsLit(E.Sub[0]) && constClass(*E.Sub[0]) != ConstClass::Float) {
        P.W = Why::Type;
        P.Text = "is a {...} led by an integer immediate, which ptxas 13.0 cannot take as an "
                 ".f32 level (it crashes)";
        P.At = E.Range;
        return false;
      }
      if (E.Sub.size() > 1 && E.Sub[0]->K != Expr::Symbol && E.Sub[0]->K != Expr::Sink &&
          isConstExpr(*E.Sub[0]) && constClass(*E.Sub[0]) != ConstClass::Float) {
        bool AnySize = (CurInstr && CurInstr->Opcode.Text == "mbarrier") ||
                       llvm::StringRef(O.Name ? O.Name : "") == "byteMask";
        if (!ScalarVecRegs(E.Sub.drop_front(), /*ImmLed=*/true, AnySize))
          return false;
        if (CurOpIndex < 32)
          ScalarImmOps |= 1u << CurOpIndex;
        return true;
      }
      return ScalarVecRegs(E.Sub, /*ImmLed=*/false, /*AnySize=*/false);
    }
    if (!(K & OK_Vector))
      return Kind("a vector");
    // An element is a scalar: a whole vector register in {...} is ptxas's
    // "Illegal expression" (`{%v1}` with `.reg .v2 .b64 %v1`; ptxas-diff.py
    // decl-type, seed 9828). `%v1.x` names one element.
    for (const Expr *El : E.Sub)
      if (El->K == Expr::Symbol) {
        SymbolInfo S = Lookup(*El);
        if (S.K == SymbolInfo::SReg && S.VecLen) {
          // ptxas 13.0: "Illegal expression '%tid'".
          P.W = Why::Kind;
          P.Text = ("has the vector special register '" + El->Name +
                    "' as an element; the elements of {...} are scalars (" + El->Name +
                    ".x names one)")
                       .str();
          P.At = El->Range;
          return false;
        }
        if (S.K == SymbolInfo::Reg && S.VecLen) {
          P.W = Why::Kind;
          P.Text = ("has the whole .v" + llvm::Twine(S.VecLen) + " vector register '" +
                    El->Name + "' as an element; the elements of {...} are scalars (" +
                    El->Name + ".x names one)")
                       .str();
          P.At = El->Range;
          return false;
        }
      }
    int Want = O.VecLen == -1 ? VecLen : O.VecLen;
    if (O.VecLen == -1 && VecLen == 0 && E.Sub.size() == 1 && Cur) {
      // ptxas 13.0 reads a one-element vector as its element in the value
      // operand of a scalar ld/ldu/st (Triton writes
      // `ld.global.b16 { %rs1 }, [%rd1]`), not in multimem or other
      // instructions ("Vector operand is not allowed").
      // docs/ptxas-differences.md.
      llvm::StringRef Op = Cur->Opcode.Text;
      if (Op == "ld" || Op == "ldu" || Op == "st") {
        const Expr &El = *E.Sub[0];
        if (El.K == Expr::Sink)
          return Kind("a vector holding only '_'");
        // A scalar special register there (`ld.global.b32 {%laneid}, [a]`,
        // `st.global.f32 [a], {%tid.x}`) is an untyped register of its
        // size, as in a vector of several elements: `ld.global.u8
        // {%clock64}` and `.f32 {%laneid}` assemble, `st.global.u64 [a],
        // {%laneid}` is "Arguments mismatch" (ptxas 13.0 on sm_90a and
        // sm_120a; ptxas-diff.py vector-element, seed 60003, Triton's
        // `{ %r3 }`). checkUncached warns.
        if (El.K == Expr::Symbol) {
          SymbolInfo S = Lookup(El);
          if (S.K == SymbolInfo::SReg && !S.VecLen && S.Type != ".pred" &&
              ptxTypeBits(S.Type)) {
            std::string Bits = (".b" + llvm::Twine(ptxTypeBits(S.Type))).str();
            return TypeOk(Bits, El);
          }
        }
        if (El.K != Expr::Vector)
          return checkOne(O, Type, VecLen, Relaxed, El, Lookup, P);
      }
    }
    // st.async's value in the .mbarrier::complete_tx::bytes forms with
    // [mbar], of an .u/.s/.f type (the .b types take a pack, `packedvec`):
    // ptxas 13.0 takes a {...} of two or four elements of the type as if
    // the instruction had .v2/.v4 (the cubin of `st.async...f32 [a], {%f1,
    // %f2}, [mbar]` equals that of `.v2.f32`, four 32-bit elements that of
    // `.v4`); of four 64-bit elements, which `.v4` refuses ("Vector type
    // too large"), its code has no store at all. checkUncached warns
    // (ptxas-diff.py modifier-delete, seed 38221; helper-134 round;
    // test/sema/isa/st-async-implicit-vector.ptx).
    if (O.VecLen == -1 && VecLen == 0 && Cur && OpName == "st" && !Cur->Mods.empty() &&
        Cur->Mods[0].Text == ".async" && Cur->Operands.size() >= 3 && Cur->Operands[1] == &E &&
        (E.Sub.size() == 2 || E.Sub.size() == 4) && !Type.empty() &&
        ptxTypeClass(Type) != 'b' &&
        llvm::any_of(Cur->Mods,
                     [](const Word &W) { return W.Text == ".mbarrier::complete_tx::bytes"; })) {
      Want = E.Sub.size();
      if (CurOpIndex < 32)
        ImplicitVecOps |= 1u << CurOpIndex;
    } else if (O.VecLen == -1 && VecLen == 0) {
      P.W = Why::Kind;
      P.Text = "is a vector, but the instruction has no .v2/.v4/.xN modifier";
      P.At = E.Range;
      return false;
    }
    // The table's `scalarvec` lines: ptxas 13.0 takes a {...} of two or four
    // registers for the scalar value of suld and sust (no .v2/.v4) and
    // reads the first (the cubin is that of `{%r1}`); warned below, at the
    // accepted form.
    // sust's scalar value written so and led by a float immediate
    // (`sust.b.2d.b8.trap [s, {%r1, %r2}], {0f3F800000, %rs1}`, 0d too) is
    // "Arguments mismatch" in ptxas 13.0, though an integer one passes
    // (helper-173 round; test/sema/isa/sust-immediate-first.ptx).
    if (Want == 1 && O.VecLen == 1 && OpName == "sust" && E.Sub.size() > 1 &&
        E.Sub[0]->K != Expr::Symbol && E.Sub[0]->K != Expr::Sink && isConstExpr(*E.Sub[0]) &&
        constClass(*E.Sub[0]) == ConstClass::Float) {
      P.W = Why::Type;
      P.Text = "is a scalar written as a {...} led by a float immediate, which ptxas 13.0 "
               "refuses here (an integer one passes)";
      P.At = E.Range;
      return false;
    }
    // (Not tex.grad's gradients, whose one element for .1d/.a1d is no
    // scalar: `{0f3F800000, %f1}` there is "Operand vector size doesn't
    // match geometry".)
    if (Want == 1 && O.VecLen == 1 && CurSec && CurSec->takesScalarVec(E.Sub.size()) &&
        !(O.Name && (llvm::StringRef(O.Name) == "dPdx" || llvm::StringRef(O.Name) == "dPdy")))
      Want = E.Sub.size();
    if (Want > 0 && (int)E.Sub.size() != Want) {
      P.W = Why::Kind;
      P.Text = ("must be a vector of " + llvm::Twine(Want) + " elements; found " +
                llvm::Twine(E.Sub.size()))
                   .str();
      P.At = E.Range;
      return false;
    }
    // tex.grad's dPdx/dPdy take float immediates (`{0f3F800000, %f1}`,
    // `{%r1, 1.0}`, `{0f3F800000}` for .1d; helper-173 round, ptxas 13.0 on
    // sm_100a) but an integer one is "Vector with elements of different
    // types" next to an .f32 register, "Arguments mismatch" among
    // immediates, and crashes ptxas (segmentation fault) next to a .b32
    // register (`{0, %r1}`, `{%r1, 0}`): refused everywhere.
    llvm::StringRef GradN(O.Name ? O.Name : "");
    if ((GradN == "dPdx" || GradN == "dPdy") && llvm::any_of(E.Sub, intImmediateElement)) {
      P.W = Why::Type;
      P.Text = "has an integer immediate, which ptxas 13.0 does not take in a gradient vector "
               "(it takes float ones; next to a .b32 register it crashes)";
      P.At = E.Range;
      return false;
    }
    // red/atom .noftz vectors with an immediate: ptxas's rule of their own
    // (noftzImmediateVector above). multimem.red's .f16/.bf16/.f16x2/.bf16x2
    // vectors follow the same one (helper-180 round, ptxas 13.0 on sm_100a:
    // `{0, %r1}` passes for .v2.f16, not for .bf16 or .f16x2; `{0f3F800000,
    // %rs1}` is "Arguments mismatch" for .f16; `{%rs1, 0}` crashes ptxas).
    bool MultimemRed16 = OpName == "multimem" && Cur && !Cur->Mods.empty() &&
                         Cur->Mods[0].Text == ".red" &&
                         (Type == ".f16" || Type == ".bf16" || Type == ".f16x2" ||
                          Type == ".bf16x2");
    // An integer immediate after the first element of multimem.red's other
    // vectors (.f32) crashes ptxas 13.0 too (`{%r1, 0}`; `{%f1, 0}` is
    // "Vector with elements of different types").
    if (OpName == "multimem" && Cur && !Cur->Mods.empty() && Cur->Mods[0].Text == ".red" &&
        !MultimemRed16 && E.Sub.size() > 1 &&
        llvm::any_of(E.Sub.drop_front(), intImmediateElement)) {
      P.W = Why::Type;
      P.Text = "has an integer immediate after its first element, which ptxas 13.0 cannot "
               "take here (it crashes)";
      P.At = E.Range;
      return false;
    }
    // multimem.st's .f16x2 value takes no immediate as a scalar (the
    // table's rv) nor as the first element of a vector (`.v2.f16x2 [a], {0,
    // %r1}`, `{0f3F800000, %r1}`: "Arguments mismatch"; `{%r1, 0f3F800000}`
    // passes, and .bf16x2 takes either; helper-180 round).
    if (OpName == "multimem" && Cur && !Cur->Mods.empty() && Cur->Mods[0].Text == ".st" &&
        Type == ".f16x2" && !E.Sub.empty() && E.Sub[0]->K != Expr::Symbol &&
        E.Sub[0]->K != Expr::Sink && isConstExpr(*E.Sub[0])) {
      P.W = Why::Type;
      P.Text = "is led by an immediate, which ptxas 13.0 does not take in an .f16x2 "
               "multimem.st value (it does for .bf16x2)";
      P.At = E.Range;
      return false;
    }
    if ((OpName == "red" || OpName == "atom" || MultimemRed16) && Cur &&
        Cur->Operands[0] != &E &&
        (MultimemRed16 ||
         llvm::any_of(Cur->Mods, [](const Word &W) { return W.Text == ".noftz"; })) &&
        llvm::any_of(E.Sub, immediateElement)) {
      bool Conv = false;
      std::string Why = noftzImmediateVector(Type, E, Lookup, Conv);
      if (!Why.empty()) {
        P.W = Why::Type;
        P.Text = std::move(Why);
        P.At = E.Range;
        return false;
      }
      if (Conv && CurOpIndex < 32)
        ImmLedOps |= 1u << CurOpIndex;
      return true;
    }
    // Elements: registers, sinks, and predicates, special registers or
    // immediates where the form takes them (`vi` for source fragments).
    unsigned Bits = 0;
    InVector = true;
    auto Reset = llvm::make_scope_exit([&] { InVector = false; });
    // ptxas 13.0 takes a predicate among 32-bit integer registers in the
    // vectors of mov, ld, ldu, st, mma, tex, tld4, suld and sust
    // (mov.b64 {%p1, %r1}, %rd1; ptxas-diff.py register-type-swap, seed
    // 9401, in suld and tex), as if it were one, but not next to .f32
    // ("Vector with elements of different types") or 16/64-bit registers
    // ("Incompatible elements of vector expression"), nor only predicates
    // ("Unable to infer type"), nor in the fragments of wmma.load and
    // wmma.store.
    // docs/ptxas-differences.md.
    uint16_t ElemKinds = (K & (OK_Pred | OK_SReg | OK_Imm)) | OK_Reg | OK_Sink;
    // ptxas 13.0 takes a scalar special register (%laneid, %tid.x,
    // %clock64) as an element of any {...} vector, a destination's too,
    // though not as the scalar operand ("Special register argument not
    // allowed"); not where it lowers the instruction to a call ("Call
    // argument '%laneid' has illegal state space"). A whole vector one
    // (%tid) is "Illegal expression" (sema/Functions.cpp). checkUncached
    // warns (ptxas-diff.py tok-replace, seed 38094;
    // test/sema/special-register-vector-element.ptx).
    if (Cur && !ptxasRefusesSRegElement(*Cur, llvm::find(Cur->Operands, &E) -
                                                  Cur->Operands.begin()))
      ElemKinds |= OK_SReg;
    unsigned IntRegs = 0, OtherRegs = 0;
    // ptxas: "Vector with elements of different types are not allowed": a
    // .f register or float literal next to an .s/.u register or integer
    // literal (.b registers go with both).
    // Each register or immediate is compared with the one before it
    // (ptxas 13.0 takes `{%r1, %f2, %r3, %u4}` with %r .b32, and
    // `{%u1, %r2, %f3, 1.0}`, not `{%r1, %f2, %u3, %r4}` nor `{%u1, 1.0}`;
    // ptxas-diff.py register-type-swap, seed 9905). An integer literal
    // counts as an integer element, a float literal as a float one.
    VecReg = false;
    const Expr *Clash = nullptr;
    bool ClashX = false; // an .f16x2 register next to another float element
    char Prev = 0; // 'f' float, 'i' integer, 'b' bits, 0 none yet
    // A predicate (where one passes, below) likewise clashes with an .s/.u
    // register next to it, before or after, not with a .b register or a
    // special register (`{%p1, %b1, %u1, %u2}` passes, `{%b1, %p1, %u1,
    // %u2}` and `mov.b64 %rd, {%p1, %u1}` are "Vector with elements of
    // different types"; ptxas-diff.py register-type-swap, seed 38165).
    const Expr *PredClash = nullptr;
    char PrevPI = 0; // 'p' predicate, 'i' .s/.u register, 'o' other
    for (const Expr *El : E.Sub) {
      SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
      char Cls = 0;
      if (S.K == SymbolInfo::Pred) {
        if (!PredClash && PrevPI == 'i')
          PredClash = El;
        PrevPI = 'p';
        continue;
      }
      if (S.K == SymbolInfo::Reg) {
        char C = ptxTypeClass(S.Type);
        VecReg = true;
        Cls = C == 'f' ? 'f' : (C == 's' || C == 'u') ? 'i' : 'b';
        // An .f16x2 register is a type of its own: next to an .f register
        // or float literal it is "Vector with elements of different types"
        // as next to an integer one (`st.global.v2.f32 [a], {%hh1, %f1}`,
        // `mov.b64 %rd, {%f1, %hh1}`, wmma's and mma's .f32 fragments;
        // `{%hh1, %r1, %f1, %r1}` passes; helper-180 round, sm_90).
        if (C == 'f' && llvm::StringRef(S.Type).endswith("x2"))
          Cls = 'x';
        if (!PredClash && Cls == 'i' && PrevPI == 'p')
          PredClash = El;
        PrevPI = Cls == 'i' ? 'i' : 'o';
      } else if (El->K != Expr::Symbol && isConstExpr(*El)) {
        Cls = constClass(*El) == ConstClass::Float ? 'f' : 'i';
        // A literal (integer or float) clashes with a predicate next to it
        // as an .s/.u register does (`st.global.v4.b32 [a], {0, %p1, %r2,
        // %r3}`, `{%p1, 0f3F800000, %r2, %r3}`, `sust.p ... {%r1, %p1, 0,
        // %r3}`: "Vector with elements of different types"; `{%p1, %r1,
        // %r2, 0}` passes; helper-180 round, sm_90 and sm_100a).
        if (!PredClash && PrevPI == 'p')
          PredClash = El;
        PrevPI = 'i';
      } else {
        if (S.K == SymbolInfo::SReg)
          PrevPI = 'o';
        continue;
      }
      auto Float = [](char X) { return X == 'f' || X == 'x'; };
      if (!Clash && ((Cls == 'x' && Prev == 'f') || (Cls == 'f' && Prev == 'x')))
        ClashX = true;
      if (!Clash && ((Float(Cls) && Prev == 'i') || (Cls == 'i' && Float(Prev)) || ClashX))
        Clash = El;
      Prev = Cls;
    }
    // ptxas types a vector expression as a whole: registers of one type give
    // that type, a .b register or registers of different (compatible) types
    // give the bit type of their size, which then agrees with any
    // instruction type of that size (`ld.global.v4.u32 {%r1, %f2, %r3,
    // %r4}` with %r .b32, `mma ... .f16 {%s1, %u2, %u3, %u4}`;
    // ptxas-diff.py register-type-swap, seed 9905). Registers of one
    // non-bit type keep that type (`{%f1, %f2}` stays .f32 for `.u32`).
    // docs/ptxas-differences.md.
    {
      llvm::StringRef First;
      bool Mixed = false;
      unsigned MixBits = 0;
      for (const Expr *El : E.Sub) {
        SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
        if (S.K != SymbolInfo::Reg || S.VecLen || S.Type.empty())
          continue;
        if (First.empty()) {
          First = S.Type;
          MixBits = ptxTypeBits(S.Type);
        }
        if (S.Type != First || ptxTypeClass(S.Type) == 'b')
          Mixed = true;
        if (ptxTypeBits(S.Type) != MixBits)
          MixBits = 0; // sizes differ: reported below
      }
      if (Mixed && MixBits >= 8 && MixBits <= 64)
        VecAsBits = (".b" + llvm::Twine(MixBits)).str();
      // After an immediate (ImmLed) registers of different types give the
      // bits of the element, whatever their sizes.
      if (ImmLed && Mixed && ElemBits >= 8 && ElemBits <= 64)
        VecAsBits = (".b" + llvm::Twine(ElemBits)).str();
      // The vectors of mov, ld, ldu and st also take .s/.u registers of one
      // type for .f32 and .f64 (`st.global.v2.f32 [a], {%u1, %u2}`), not for
      // 16-bit floats and not as a scalar (`ld.global.f32 %u1`: "Arguments
      // mismatch"); ptxas-diff.py register-type-swap, seed 9905.
      char FC = First.empty() ? 0 : ptxTypeClass(First);
      llvm::StringRef VOp = Cur ? Cur->Opcode.Text : llvm::StringRef();
      if (!Mixed && (FC == 's' || FC == 'u') && (Type == ".f32" || Type == ".f64") &&
          ptxTypeBits(First) == ptxTypeBits(Type) &&
          (VOp == "mov" || VOp == "ld" || VOp == "ldu" || VOp == "st"))
        VecAsBits = (".b" + llvm::Twine(ptxTypeBits(Type))).str();
      // red's, atom's and multimem's vectors (sources and destinations) too, for
      // .f32 and for .f16 (`red.global.add.noftz.v2.f16 [a], {%us1, %us2}`,
      // `atom.global.add.v2.f32 {%u1, %u2}, [a], {%f1, %f2}`), not for
      // .bf16 or the packed types, nor as a scalar (helper-180 round, ptxas
      // 13.0 on sm_100a).
      if (!Mixed && (FC == 's' || FC == 'u') && (Type == ".f32" || Type == ".f16") &&
          ptxTypeBits(First) == ptxTypeBits(Type) &&
          (VOp == "red" || VOp == "atom" || VOp == "multimem"))
        VecAsBits = (".b" + llvm::Twine(ptxTypeBits(Type))).str();
    }
    if (Clash && VecReg) {
      const Expr *Late = Clash;
      P.W = Why::Type;
      P.Text = ClashX ? "has an .f16x2 register next to another float element (ptxas 13.0: "
                        "\"Vector with elements of different types\"; .b registers go with "
                        "either)"
                      : "mixes float and integer elements in one vector (the elements of a "
                        "vector have one type; .b registers go with either)";
      P.At = Late->Range;
      return false;
    }
    for (const Expr *El : E.Sub) {
      SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
      // A 32-bit special register counts as an integer register
      // (`{%p1, %laneid}` passes; helper-117 probes).
      if (S.K != SymbolInfo::Reg && S.K != SymbolInfo::SReg)
        continue;
      char C = ptxTypeClass(S.Type);
      ++(ptxTypeBits(S.Type) == 32 && (C == 'b' || C == 'u' || C == 's') && !S.VecLen
             ? IntRegs
             : OtherRegs);
    }
    llvm::StringRef Op = Cur ? Cur->Opcode.Text : llvm::StringRef();
    // ptxas 13.0 takes immediates among the registers of a tcgen05 source
    // vector (the tcgen05.st values, the tcgen05.mma disable-output-lane
    // mask), as st does, but not a vector of immediates only ("Arguments
    // mismatch for instruction 'tcgen05.st'") nor in a destination.
    // multimem.red's source vector likewise (`{0, %r1}`; ptxas-diff.py
    // reg-to-imm, seed 9402).
    if ((Op == "tcgen05" || Op == "multimem") && VecReg && !Cur->Operands.empty() &&
        Cur->Operands[0] != &E)
      ElemKinds |= OK_Imm;
    // wmma.mma too, in each of its fragments (ptxas-diff.py
    // register-type-swap, seed 9813), not wmma.load/wmma.store.
    bool WmmaMma = Op == "wmma" && !Cur->Mods.empty() && Cur->Mods[0].Text == ".mma";
    // Not in the source fragments of an mma that ptxas implements as a call
    // of an internal function (the .b1 .and.popc shapes from sm_100, ...):
    // "Type of argument does not match formal parameter 'c0'"
    // (ptxas-diff.py register-type-swap, seed 9918).
    bool LoweredSource = (Op == "mma" || WmmaMma) && Tgt.valid() &&
                         sema::ptxasLowersToCall(*Cur, Tgt.Sm) && !Cur->Operands.empty() &&
                         Cur->Operands[0] != &E;
    // atom, red and multimem (ld_reduce, st, red) too, in their vectors of
    // 32-bit elements (`red.global.add.v2.f32 [a], {%p1, %r1}`,
    // `multimem.red.add.v2.f32`, atom's destination), and ldmatrix,
    // stmatrix, cvt.rs's four sources and wgmma's A fragment (helper-193
    // round); not red.async nor tcgen05.ld/st ("Arguments mismatch").
    // mbarrier.arrive's and arrive_drop's count vector too (`{%r1, %p1}`,
    // `{%p1, %r1}`; `scalarvec`), not `{%p1}` or `{%p1, %p2}` ("Arguments
    // mismatch"). ldmatrix and stmatrix take a vector of predicates only
    // too (`stmatrix ... [s], {%p1, %p2}`, `ldmatrix ... {%p1}, [s]`),
    // which the others refuse ("Arguments mismatch"); helper-203 round,
    // ptxas 13.0 on sm_75 to sm_120a; test/sema/isa/matrix-predicate-
    // elements.ptx, scalar-operand-vector-mbarrier-predicate.ptx.
    bool RedAsync = Op == "red" && !Cur->Mods.empty() && Cur->Mods[0].Text == ".async";
    bool PredsOnly = !IntRegs && !OtherRegs && (Op == "ldmatrix" || Op == "stmatrix");
    if ((PredsOnly || (IntRegs && !OtherRegs)) && !LoweredSource &&
        (Op == "mov" || Op == "ld" || Op == "ldu" || Op == "st" || Op == "mma" || Op == "tex" ||
         Op == "tld4" || Op == "suld" || Op == "sust" || WmmaMma || Op == "atom" ||
         (Op == "red" && !RedAsync) || Op == "multimem" || Op == "ldmatrix" ||
         Op == "stmatrix" || Op == "cvt" || Op == "wgmma" || Op == "mbarrier"))
      ElemKinds |= OK_Pred;
    if (PredClash && (ElemKinds & OK_Pred)) {
      P.W = Why::Type;
      P.Text = "has a predicate next to an .s/.u register or an immediate; ptxas 13.0 takes a "
               "predicate among 32-bit registers only next to .b ones (\"Vector with elements "
               "of different types\")";
      P.At = PredClash->Range;
      return false;
    }
    // The matrix fragments of mma, mma.sp, wmma.mma and wgmma and the
    // source of stmatrix take immediates among registers but not a vector
    // of immediates only (`{255}` as mma's B fragment, `{1.0, 2.0, 3.0,
    // 4.0}` as its C: "Arguments mismatch" / "Unexpected instruction
    // types"), as tcgen05's source vectors (ptxas-diff.py reg-to-imm, seed
    // 29006; test/sema/isa/matrix-fragment-immediates.ptx); so does the
    // source of multimem.st ("Arguments mismatch for instruction 'st'").
    // st, st.async, atom/red, multimem.red and mov's pack take one.
    // (Not the {byte-id, thread-id} selectors of block-scaled mma, ids-a
    // and ids-b, which are immediates.)
    // The A and B fragments of the block-scaled mma forms (.kind::mxf8f6f4,
    // .kind::mxf4, .kind::mxf4nvf4, dense and sparse) take .b32 registers
    // (or a mix of types, typed .b32) but not .f16x2 ones only, which the
    // other .kind:: forms and the manual (.b32 registers) take; nor .u32,
    // .s32 or .f32 ones ("Arguments mismatch"; ptxas-diff.py decl-type,
    // helper-149 round seed 38328, then every register type in each
    // fragment; test/sema/isa/mma-block-scale-f16x2-fragments.ptx).
    if (Op == "mma" && O.Name && (llvm::StringRef(O.Name) == "a" || llvm::StringRef(O.Name) == "b") &&
        llvm::any_of(Cur->Mods, [](const Word &W) { return W.Text == ".block_scale"; })) {
      bool AllF16x2 = VecReg;
      for (const Expr *El : E.Sub) {
        SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
        if (S.K != SymbolInfo::Reg || S.Type != ".f16x2")
          AllF16x2 = false;
      }
      if (AllF16x2) {
        P.W = Why::Type;
        P.Text = "has .f16x2 registers only; ptxas 13.0 takes .b32 registers for the fragments "
                 "of the block-scaled mma forms";
        P.At = E.Range;
        return false;
      }
    }
    bool MultimemSt = Op == "multimem" && !Cur->Mods.empty() && Cur->Mods[0].Text == ".st";
    unsigned PieceSize = 0, Pieces = 0;
    size_t OpIdx = WmmaMma ? llvm::find(Cur->Operands, &E) - Cur->Operands.begin() : 0;
    bool KnownPieces = WmmaMma && Tgt.valid() &&
                       wmmaFragmentPieces(*Cur, OpIdx, Tgt.Sm, PieceSize, Pieces);
    if (KnownPieces) {
      auto IsImm = immediateElement;
      for (unsigned K = 0; K < Pieces && (K + 1) * PieceSize <= E.Sub.size(); ++K)
        if (llvm::all_of(llvm::makeArrayRef(E.Sub).slice(K * PieceSize, PieceSize), IsImm)) {
          P.W = Why::Kind;
          P.Text = ("has only immediates in elements " + llvm::Twine(K * PieceSize) + " to " +
                    llvm::Twine((K + 1) * PieceSize - 1) +
                    ", which ptxas passes as one operand of the mma it lowers this to; "
                    "one of them must be a register")
                       .str();
          P.At = E.Range;
          return false;
        }
    }
    // multimem.st.v2/.v4.f32 of 0f single-precision literals only passes
    // (`{0f3F800000, 0f40000000}`; `{1.5, 2.5}`, `{0d...}`, a mix or `{0,
    // 0}` are "Arguments mismatch"; helper-134 round, sm_90a and sm_100a;
    // test/sema/isa/vector-immediate-first-any-size.ptx).
    bool F32LitsOnly = MultimemSt && Type == ".f32" && !E.Sub.empty() &&
                       llvm::all_of(E.Sub, [](const Expr *El) {
                         llvm::StringRef T(El->Range.Begin, El->Range.End - El->Range.Begin);
                         return El->K == Expr::HexFloat && T.startswith_insensitive("0f");
                       });
    if (!VecReg && !KnownPieces && !F32LitsOnly &&
        (Op == "mma" || WmmaMma || Op == "wgmma" || Op == "stmatrix" || MultimemSt) &&
        !llvm::StringRef(O.Name).startswith("ids") &&
        llvm::any_of(E.Sub, immediateElement)) {
      P.W = Why::Kind;
      P.Text = "is a vector of immediates only; this operand needs at least one register "
               "among its elements";
      P.At = E.Range;
      return false;
    }
    for (const Expr *El : E.Sub) {
      if (!Scalar(*El, ElemKinds))
        return false;
      // ptxas: "Incompatible elements of vector expression".
      if (El->K == Expr::Symbol) {
        SymbolInfo S = Lookup(*El);
        // A special register counts with its size too (`{%laneid, %rd2}`:
        // "Incompatible elements of vector expression").
        if (S.K == SymbolInfo::Reg || S.K == SymbolInfo::Var || S.K == SymbolInfo::SReg) {
          unsigned B = ptxTypeBits(S.Type);
          if (Bits && B && B != Bits && !ImmLed) {
            P.W = Why::Type;
            P.Text = "mixes registers of different sizes in one vector";
            P.At = El->Range;
            return false;
          }
          Bits = Bits ? Bits : B;
        }
      }
    }
    // In a vector ptxas 13.0 does not convert a special register to the
    // instruction's size: a narrower one is "Arguments mismatch"
    // (`st.global.v2.u64 [a], {%laneid, %laneid}`), a wider one passes; in
    // mov's pack and unpack forms the size must match (`mov.b32 %r,
    // {%laneid, %laneid}`). Checked after the sizes of the elements.
    for (const Expr *El : E.Sub) {
      SymbolInfo S = El->K == Expr::Symbol ? Lookup(*El) : SymbolInfo();
      if (ImmLed && S.K == SymbolInfo::SReg && ptxTypeBits(S.Type) != ElemBits &&
          CurOpIndex < 32)
        ImmLedOps |= 1u << CurOpIndex;
      if (S.K == SymbolInfo::SReg && !Type.empty() && ptxTypeBits(Type) && !ImmLed &&
          (ptxTypeBits(S.Type) < ptxTypeBits(Type) ||
           (Op == "mov" && ptxTypeBits(S.Type) != ptxTypeBits(Type)))) {
        P.W = Why::Type;
        P.Text = ("must agree with type " + Type + "; '" + El->Name + "' is " + S.Type).str();
        P.At = El->Range;
        return false;
      }
    }
    return true;
  }
  case Expr::PredPair: {
    // p|q (setp), {d}|p (tex), _|p and d|_ (elect.sync).
    if (!E.Sub.empty() && E.Sub[0]->K == Expr::Vector && (K & OK_Vector))
      return checkOne(O, Type, VecLen, Relaxed, *E.Sub[0], Lookup, P);
    if (!(K & OK_PredPair) && !((K & OK_Reg) && (K & OK_Sink)))
      return Kind("a predicate pair p|q");
    // shfl has no result-discard mode: `_|p` is ptxas 13.0's fatal "Result
    // discard mode is not allowed for instruction 'shfl'" (the manual's
    // d[|p] has no sink either; helper-94 round, probes after seed 34010).
    if (OpName == "shfl" && E.Sub.size() == 2 && E.Sub[0]->K == Expr::Sink)
      return Kind("'_' as the pair's register part (shfl has no result-discard mode)");
    // d|p (shfl.sync, lop3): the value part is checked like a register.
    if (E.Sub.size() == 2 && E.Sub[1]->K == Expr::Symbol &&
        Lookup(*E.Sub[1]).K == SymbolInfo::Reg)
      return Kind("a register where the pair's second part must be a predicate");
    if (E.Sub.size() == 2 && (K & OK_Reg) && E.Sub[0]->K == Expr::Symbol &&
        Lookup(*E.Sub[0]).K == SymbolInfo::Reg)
      return Scalar(*E.Sub[0], OK_Reg | OK_Sink);
    // d|p of elect.sync (`d:P.u32`): the value part is a 32-bit integer
    // register of the operand's type; ptxas 13.0 "Arguments mismatch" for an
    // .f16x2, .f32 or 64-bit one (helper-90 round, was a known gap;
    // test/sema/isa/elect-destination-type.ptx).
    // Its predicate part is a predicate ("Predicate output expected" for
    // d|_), and the value part no predicate.
    if (E.Sub.size() == 2 && !Type.empty() && Type != ".pred") {
      if (E.Sub[1]->K == Expr::Sink)
        return Kind("'_' as the pair's predicate part");
      if (E.Sub[0]->K == Expr::Symbol && Lookup(*E.Sub[0]).K == SymbolInfo::Pred)
        return Kind("a predicate as the pair's register part");
      if (E.Sub[0]->K == Expr::Symbol && Lookup(*E.Sub[0]).K == SymbolInfo::Reg)
        return Scalar(*E.Sub[0], OK_Reg | OK_Sink);
    }
    return true;
  }
  default:
    break;
  }
  // A scalar where the form wants a vector of .vN elements (a special
  // register may stand for a vector in mov.v2.u32 {a, b}, %tid).
  // st.async with .v2/.v4 takes a scalar value too, checked as one element
  // (a register of the element type or an immediate): ptxas 13.0 checks the
  // length of a {...} value only ("Argument vector size mismatch"; helper-91
  // round, modifier probes; test/sema/isa/st-async-vector-scalar.ptx).
  bool StAsyncScalar = Cur && Cur->Opcode.Text == "st" && !Cur->Mods.empty() &&
                       Cur->Mods[0].Text == ".async" && llvm::StringRef(O.Name) == "b";
  if ((K & OK_Vector) && O.VecLen == -1 && VecLen > 0 && !StAsyncScalar &&
      !(E.K == Expr::Symbol && (Lookup(E).VecLen || ((K & OK_SReg) &&
                                                     Lookup(E).K == SymbolInfo::SReg))))
    return Kind("a scalar (the .v modifier needs a vector {...})");
  // (In the `vi` pack operands of mov the `i` is for the elements: a bare
  // immediate is not a vector, so `mov.b64 %rd, 0f3F800000` does not pass as
  // `mov.b64 d, {a, b}`; a tex `.3d` offset is a vector or an immediate.)
  if ((K & OK_Vector) && !(K & (OK_Reg | OK_Sink | OK_Symbol)) &&
      (!(K & OK_Imm) || (Cur && Cur->Opcode.Text == "mov")) && O.VecLen > 0) {
    // A `.reg .v4 .f32 %v` register stands for the whole vector operand of
    // a fixed-size form (`tex.2d.v4.f32.s32 %v, [...]`), as ptxas accepts;
    // of another length it is ptxas's "Argument vector size mismatch".
    unsigned RegVec = E.K == Expr::Symbol ? Lookup(E).VecLen : 0;
    if (!RegVec)
      return Kind("a scalar");
    if ((int)RegVec != O.VecLen) {
      P.W = Why::Kind;
      P.Text = ("must be a vector of " + llvm::Twine(O.VecLen) + " elements; found a .v" +
                llvm::Twine(RegVec) + " register")
                   .str();
      P.At = E.Range;
      return false;
    }
    return Scalar(E, K | OK_Reg);
  }
  uint16_t Allowed = K;
  if ((K & OK_Vector) && O.VecLen == -1 && VecLen == 0)
    Allowed |= OK_Reg; // `d:v.type` with no .vN modifier: a plain register
  return Scalar(E, Allowed);
}

/// The state space an instruction names (".global", ".shared", ...), or
/// empty for generic addressing. Sub-qualifiers are dropped.
static llvm::StringRef stateSpaceOf(const InstrStmt &I) {
  for (const Word &W : I.Mods) {
    llvm::StringRef S = beforeScope(W.Text);
    if (S == ".global" || S == ".shared" || S == ".local" || S == ".const" || S == ".param")
      return S;
  }
  return {};
}

/// Whether \p E, an address of \p I, must not be held in an 8- or 16-bit
/// register (checkAddress).
bool InstrChecker::narrowAddressRefused(const InstrStmt &I, const Expr &E) const {
  auto Has = [&](llvm::StringRef T) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == T; });
  };
  llvm::StringRef First = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  if (I.Opcode.Text == "tensormap")
    return First == ".replace";
  // st.bulk's address too, generic or .shared::cta ("Arguments mismatch
  // for instruction 'mov'/'add'"; helper-203 round, sm_100a).
  if (I.Opcode.Text == "st" && First == ".bulk")
    return true;
  if (I.Opcode.Text == "st" || I.Opcode.Text == "red") // the destination, not [mbar]
    return First == ".async" && !I.Operands.empty() && I.Operands[0] == &E;
  if (I.Opcode.Text == "prefetch")
    return Has(".tensormap");
  // tcgen05.commit's [mbar] (ptxas-diff.py register-type-swap, seed 9918).
  if (I.Opcode.Text == "tcgen05")
    return First == ".commit";
  return clusterBulkLoadOnSm12(I);
}

bool InstrChecker::clusterBulkLoadOnSm12(const InstrStmt &I) const {
  if (I.Opcode.Text != "cp" || !Tgt.valid() || Tgt.family() != 12)
    return false;
  auto Has = [&](llvm::StringRef T) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == T; });
  };
  if (!Has(".bulk") || Has(".prefetch"))
    return false;
  // The .dst.src pair: .shared::cluster first, then .global.
  for (size_t K = 0; K + 1 < I.Mods.size(); ++K)
    if (I.Mods[K].Text == ".shared::cluster" && I.Mods[K + 1].Text == ".global")
      return true;
  return false;
}

/// PTX ISA 6.4.1: an address is [reg], [reg+imm], [var], [var+imm] or
/// [imm]; the register is a 32- or 64-bit integer register; a variable's
/// state space matches the instruction's (ptxas: "State space mismatch
/// between instruction and address"); ld/st take an immediate address
/// only in .local.
bool InstrChecker::checkAddress(const Expr &E, SymbolLookup Lookup, OperandProblem &P) const {
  if (E.Sub.size() != 1 || !Cur)
    return true; // [tex, coords], [tensorMap, {...}]: checked elsewhere
  auto Bad = [&](const std::string &Why) {
    P.W = Why::Kind;
    P.Text = Why;
    P.At = E.Range;
    return false;
  };
  const Expr *Base = E.Sub[0];
  unsigned char FirstOp = 0;
  bool ConstRest = true;
  if (const Expr *Sym = additiveBase(*Base, FirstOp, ConstRest);
      Sym && Sym->K == Expr::Symbol) {
    if (!ConstRest)
      return Bad("is not a valid address: the offset in [base+offset] must be a constant");
    // ptxas: "Parsing error near '-'".
    if (FirstOp != (unsigned char)TokenKind::Plus)
      return Bad("is not a valid address: the base is followed by '+'; write a negative "
                 "offset as [base+-N]");
    // ptxas 13.0: "Integer constant expression expected" (`[%rd1+1.5]`,
    // `[g+0f3F800000]`; ptxas-diff.py int-literal, seed 9812).
    if (floatOffset(*Base))
      return Bad("is not a valid address: the offset in [base+offset] must be an integer "
                 "constant expression, not a floating-point one");
    Base = Sym;
  }
  if (Base->K != Expr::Symbol) {
    if (!isConstExpr(*Base))
      return Bad("is not a valid address: expected [reg], [reg+imm], [var], [var+imm] or [imm]");
    if (floatValued(*Base))
      return Bad("is not a valid address: an immediate address must be an integer constant "
                 "expression, not a floating-point one");
    // ptxas: "Immediate addresses allowed only for .local state space"
    // (fence.proxy.tensormap's address is not checked: see below).
    if (stateSpaceOf(*Cur) != ".local" && Cur->Opcode.Text != "fence")
      return Bad("is an immediate address, which PTX allows only in the .local state space");
    return true;
  }
  SymbolInfo S = Lookup(*Base);
  llvm::StringRef Op = Cur->Opcode.Text;
  // fence.proxy.tensormap::generic.acquire: ptxas 13.0 does not check the
  // address (an immediate, a predicate, an .f32 register or a .shared
  // variable assembles; ptxas-diff.py reg-to-imm, seed 9905), so neither
  // does ptxlint. docs/ptxas-differences.md.
  if (Op == "fence")
    return true;
  bool Memory = Op == "ld" || Op == "st" || Op == "ldu" || Op == "atom" || Op == "red" ||
                Op == "prefetch" || Op == "prefetchu";
  // applypriority and discard address .global data like ld.global: ptxas
  // refuses a 32-bit register in a 64-bit module (ptxas-diff.py
  // register-type-swap, seed 9905).
  bool GlobalData = Memory || Op == "applypriority" || Op == "discard";
  llvm::StringRef Want = stateSpaceOf(*Cur);
  bool TensormapPrefetch = Op == "prefetch" && llvm::any_of(Cur->Mods, [](const Word &W) {
                             return W.Text == ".tensormap";
                           });
  switch (S.K) {
  case SymbolInfo::Reg:
    // ptxas 13.0 takes 8- and 16-bit registers ("Program uses 8-bit
    // address ... conflicting with .address_size 64" is a warning) but not
    // .b128 ones ("Illegal operand type for address/array-index").
    if (S.VecLen || ptxTypeClass(S.Type) == 'f' || ptxTypeBits(S.Type) < 8)
      return Bad(("uses '" + Base->Name + "' (" + S.Type + ") as an address register; " +
                  "addresses are held in integer registers")
                     .str());
    if (ptxTypeBits(S.Type) > 64)
      return Bad(("uses '" + Base->Name + "' (" + S.Type + ") as an address register; " +
                  "addresses are held in 32- or 64-bit integer registers")
                     .str());
    // ptxas 13.0 moves these addresses through a 32- or 64-bit register and
    // refuses an 8- or 16-bit one ("Arguments mismatch for instruction
    // 'mov'"), where ld/st take it with a warning: tensormap.replace, the
    // destination of st.async/red.async, prefetch.tensormap, and on the sm_12x targets the
    // cp.async.bulk{.tensor} loads into .shared::cluster (found by
    // ptxas-diff.py register-type-swap, seeds 9402-9403).
    if (ptxTypeBits(S.Type) < 32 && narrowAddressRefused(*Cur, E))
      return Bad(("uses " + llvm::Twine(ptxTypeBits(S.Type)) + "-bit register '" + Base->Name +
                  "' as an address; '" + Cur->Opcode.Text +
                  (Cur->Mods.empty() ? llvm::StringRef() : Cur->Mods[0].Text) +
                  "' takes a 32- or 64-bit address register here")
                     .str());
    // multimem addresses are multicast addresses: in a 64-bit module ptxas
    // 13.0 refuses a 32-bit register, and multimem.red moves the address
    // through a 64-bit register ("Arguments mismatch for instruction 'mov'"
    // for an 8-, 16- or 32-bit one); multimem.st and .ld_reduce take 8- and
    // 16-bit ones as ld.global does.
    if (Op == "multimem" && Info.AddressSize == 64 && ptxTypeBits(S.Type) != 64 &&
        (ptxTypeBits(S.Type) == 32 || (!Cur->Mods.empty() && Cur->Mods[0].Text == ".red")))
      return Bad(("uses " + llvm::Twine(ptxTypeBits(S.Type)) + "-bit register '" +
                  Base->Name + "' as a multimem address in a module with .address_size 64")
                     .str());
    // ptxas 13.0 refuses 32-bit generic and global addresses in a 64-bit
    // module ("32-Bit ABI ... is not supported").
    // st.async/red.async without a state space address .shared::cluster,
    // where ptxas takes a 32-bit register, as prefetch.tensormap does
    // (ptxas-diff.py register-type-swap, seed 9402); with .global too
    // (`st.async.release.gpu.global.b32 [%r1], %r2` assembles; hand probes
    // after seed 29006, test/sema/isa/st-async-no-mbarrier.ptx).
    // st.bulk's generic address too (`st.bulk.weak [%r1], 64, 0`
    // assembles; helper-203 round, sm_100a).
    if (GlobalData && !TensormapPrefetch && Info.AddressSize == 64 && ptxTypeBits(S.Type) == 32 &&
        !(Cur->Mods.size() && Cur->Mods[0].Text == ".async" &&
          (Want.empty() || Op == "st" || Op == "red")) &&
        !(Op == "st" && Cur->Mods.size() && Cur->Mods[0].Text == ".bulk") &&
        (Want.empty() || Want == ".global"))
      return Bad(("uses 32-bit register '" + Base->Name + "' as a " +
                  (Want.empty() ? "generic" : "global") +
                  " address in a module with .address_size 64")
                     .str());
    return true;
  case SymbolInfo::SReg:
    // ptxas 13.0 takes a scalar special register as the base of most
    // addresses and uses its value (checkUncached warns); see
    // sregAddressTaken for where it does not.
    if (sregAddressTaken(*Cur, *Base, S))
      return true;
    return Bad(("uses '" + Base->Name + "' as an address, which it cannot be" +
                (Base->Selector.Text.empty() && !S.VecLen && S.Type != ".pred"
                     ? " here (ptxas 13.0 takes a special register as the base of the "
                       "asynchronous, matrix and tensormap instructions' and of scalar "
                       "loads' addresses only; copy it into a register with mov)"
                     : ""))
                   .str());
  case SymbolInfo::Pred:
  case SymbolInfo::Label:
    return Bad(("uses '" + Base->Name + "' as an address, which it cannot be").str());
  case SymbolInfo::Func:
    // PTX ISA 6.4.4: a function name is an operand of call (and of mov, for
    // its address), never a data address. ptxas 13.0: "Illegal to use
    // symbol 'f' of type unexpected as address operand" (ld, st, ldu,
    // atom, red, prefetch, cp.async; "Illegal state space for address
    // operand" for mbarrier), with or without an offset.
    return Bad(("uses function name '" + Base->Name +
                "' as an address; a function's address is taken with mov into a register "
                "(PTX ISA 6.4.4)")
                   .str());
  case SymbolInfo::Var: {
    llvm::StringRef Have = beforeScope(S.Space);
    if (!Memory || Have.empty() || Have == ".reg")
      return true;
    // Generic addressing reaches .global, .shared and .local variables, not
    // .param or .const ones.
    if (Want.empty() ? (Have == ".param" || Have == ".const") : Want != Have)
      return Bad(("names " + Have + " variable '" + Base->Name + "' in a " +
                  (Want.empty() ? llvm::StringRef("generic") : Want) +
                  " access (state space mismatch)")
                     .str());
    // st.bulk.shared::cta moves its address into a register with add, and
    // ptxas 13.0 refuses a variable there ("Argument 1 of instruction
    // 'add': must be register"; `[s]`, `[s+8]`); the generic form takes
    // one (helper-203 round, sm_100a).
    if (Op == "st" && !Cur->Mods.empty() && Cur->Mods[0].Text == ".bulk" && !Want.empty())
      return Bad(("names variable '" + Base->Name + "'; st.bulk" + Want +
                  " takes a register address (ptxas 13.0 moves it into a register with add)")
                     .str());
    // prefetchu brings in the line of a generic address (PTX ISA 9.0
    // 9.7.9.15); ptxas 13.0 takes a .global variable for one but not a
    // .shared or .local one ("Non-generic address is not supported as
    // operand for prefetchu instruction"), which prefetch accepts.
    if (Op == "prefetchu" && (Have == ".shared" || Have == ".local"))
      return Bad(("names " + Have + " variable '" + Base->Name +
                  "', but prefetchu takes a generic address (a register or a .global variable)")
                     .str());
    return true;
  }
  default:
    return true;
  }
}

bool InstrChecker::followsInstrType(const IsaForm &F, const InstrStmt &I, const Match &M,
                                    const IsaOperand &O) const {
  if (O.TypeItem >= 0)
    return true;
  if (!O.FixedType)
    return false;
  llvm::StringRef Fixed = O.FixedType;
  auto Items = Table.items(F);
  bool Wide = false;
  for (const IsaItem &It : Items)
    if (!It.Placeholder)
      for (llvm::StringRef A : Table.alts(It)) {
        // A literal type of the pattern (`fma.rn.f32`, `and.pred`,
        // `set.CmpOp.dtype.f32`): the operand has the instruction's type.
        if (A == Fixed)
          return true;
        Wide |= A == ".wide";
      }
  // mad.wide's c is twice as wide as the instruction's type.
  if (Wide)
    for (unsigned K = 0; K < Items.size(); ++K)
      if (Items[K].Placeholder && M.ItemTok[K] >= 0 &&
          2 * ptxTypeBits(I.Mods[M.ItemTok[K]].Text) == ptxTypeBits(Fixed))
        return true;
  return false;
}

std::optional<bool> InstrChecker::checkPacked(const IsaOperand &O, llvm::StringRef Type,
                                              const Expr &E, SymbolLookup Lookup,
                                              OperandProblem &P) const {
  if (!CurSec || !CurSec->PackedVec || !CurForm || !CurInstr ||
      !CurSec->takesPackedVec(E.Sub.size(), Type, O.Name ? O.Name : ""))
    return std::nullopt;
  if (const char *With = CurSec->PackedVecWith) {
    // `with NAME`: only when the form's optional operand NAME is given
    // (st.async's [mbar]: without it ptxas says "Vector operand is not
    // allowed").
    auto Ops = Table.operands(*CurForm);
    size_t Idx = 0;
    while (Idx < Ops.size() && !(Ops[Idx].Name && llvm::StringRef(Ops[Idx].Name) == With))
      ++Idx;
    if (Idx == Ops.size() || CurInstr->Operands.size() <= Idx)
      return std::nullopt;
  }
  auto Fail = [&](const Expr &At, std::string Text) {
    P.W = Why::Kind;
    P.Text = std::move(Text);
    P.At = At.Range;
    return false;
  };
  // ptxas 13.0 (helper-126 probes): registers and scalar special registers
  // of one width ("Incompatible elements of vector expression"), and
  // immediates, which take the registers' width; no sink ("Sink '_' not
  // allowed as a source operand"), not only float immediates ("Arguments
  // mismatch"). A predicate passes as a 32-bit element where ptxas folds
  // it to a constant and crashes it (segmentation fault) where it does not
  // (`{%p1, %r2}` after a setp of a loaded value), so it is refused.
  unsigned Want = ptxTypeBits(Type), N = E.Sub.size(), Elem = 0;
  bool AnyReg = false, AnyFloat = false;
  // Led by an integer immediate, ptxas 13.0 checks no register's size (st.async
  // .b32 `{0, %r1}`, `{0, %rd1}`, .b64 `{0, %rs1}`, `{0, %r1, %r1, %r1}`); a
  // float register is still "Vector with elements of different types"
  // (helper-141 round, modifier-probe.py --immediate-first;
  // test/sema/isa/scalar-vector-immediate-first.ptx). Warned as a scalar
  // led by an immediate.
  // (A pack whose registers have the width it needs stays a pack.)
  auto ProperPack = [&] {
    unsigned W = 0;
    for (const Expr *El : E.Sub)
      if (El->K == Expr::Symbol) {
        SymbolInfo S = Lookup(*El);
        unsigned B = ptxTypeBits(S.Type);
        if (S.K != SymbolInfo::Reg || S.VecLen || (W && B != W))
          return false;
        W = B;
      }
    return !W || W * N == Want;
  };
  if (N > 1 && E.Sub[0]->K != Expr::Symbol && E.Sub[0]->K != Expr::Sink &&
      isConstExpr(*E.Sub[0]) && constClass(*E.Sub[0]) != ConstClass::Float && !ProperPack()) {
    for (const Expr *El : E.Sub.drop_front()) {
      if (El->K == Expr::Symbol) {
        SymbolInfo S = Lookup(*El);
        if (S.K == SymbolInfo::Reg && !S.VecLen && !llvm::StringRef(S.Type).startswith(".f"))
          continue;
      } else if (El->K != Expr::Sink && isConstExpr(*El) &&
                 constClass(*El) != ConstClass::Float) {
        continue;
      }
      return Fail(*El, "is a {...} led by an immediate whose other elements are not all integer "
                       "registers or immediates");
    }
    if (CurOpIndex < 32)
      ScalarImmOps |= 1u << CurOpIndex;
    return true;
  }
  // %is_explicit_cluster, the .pred special register, passes as a 32-bit
  // element (ptxas 13.0 does not crash on it: st.async .b64 `{%r2,
  // %is_explicit_cluster}`, `{%is_explicit_cluster, %laneid}` assemble on
  // sm_90a and sm_100a), but not with predicates only ("Arguments
  // mismatch") nor next to an immediate ("Vector with elements of
  // different types"), as a predicate in a vector (helper-230 round;
  // test/sema/isa/special-register-predicate-element.ptx).
  auto PredSReg = [&](const Expr *El) {
    if (!El || El->K != Expr::Symbol)
      return false;
    SymbolInfo S = Lookup(*El);
    return S.K == SymbolInfo::SReg && S.Type == ".pred" && !S.VecLen;
  };
  bool AnyNonPred = false;
  for (size_t I = 0; I < N; ++I) {
    const Expr *El = E.Sub[I];
    if (El->K == Expr::Sink)
      return Fail(*El, "has the sink '_' as an element; a source {...} takes registers and "
                       "immediates");
    unsigned B = 0;
    if (El->K == Expr::Symbol) {
      SymbolInfo S = Lookup(*El);
      if (S.K == SymbolInfo::Pred)
        return Fail(*El, "has the predicate '" + El->Name.str() +
                             "' as an element of a pack (ptxas 13.0 crashes on one it cannot "
                             "fold to a constant)");
      if (S.VecLen || (S.K != SymbolInfo::Reg && S.K != SymbolInfo::SReg))
        return Fail(*El, "has an element that is not a scalar register or an immediate");
      if (PredSReg(El)) {
        B = 32;
      } else {
        B = ptxTypeBits(S.Type);
        AnyNonPred = true;
      }
      AnyReg = true;
    } else if (isConstExpr(*El)) {
      if ((I && PredSReg(E.Sub[I - 1])) || (I + 1 < N && PredSReg(E.Sub[I + 1])))
        return Fail(*El, "has an immediate next to the predicate special register; ptxas 13.0 "
                         "types that as a predicate (\"Vector with elements of different "
                         "types\")");
      AnyFloat |= constClass(*El) == ConstClass::Float;
      continue;
    } else {
      return Fail(*El, "has an element that is not a scalar register or an immediate");
    }
    if (Elem && B != Elem)
      return Fail(*El, "is a {...} whose registers differ in size");
    Elem = B;
  }
  if (!AnyReg && AnyFloat)
    return Fail(E, "is a {...} of float immediates only; ptxas cannot infer their width");
  if (AnyReg && !AnyNonPred)
    return Fail(E, "is a {...} of predicates only; ptxas 13.0 cannot infer its type");
  if (!AnyReg)
    Elem = Want / N;
  if (Elem * N != Want)
    return Fail(E, ("is a {...} of " + llvm::Twine(N) + " " + llvm::Twine(Elem) +
                    "-bit elements (" + llvm::Twine(Elem * N) + " bits) for a " + Type +
                    " operand; the elements of a pack must sum to " + llvm::Twine(Want) +
                    " bits")
                       .str());
  if (CurOpIndex < 32)
    PackedOps |= 1u << CurOpIndex;
  return true;
}

bool InstrChecker::checkOperands(const IsaForm &F, const InstrStmt &I, const Match &M,
                                 SymbolLookup Lookup, OperandProblem &P) const {
  auto Ops = Table.operands(F);
  CurSec = &Table.sectionOf(F);
  CurInstr = &I;
  CurForm = &F;
  PackedOps = 0;
  ImmLedOps = 0;
  ScalarImmOps = 0;
  ImplicitVecOps = 0;
  auto ClearSec = llvm::make_scope_exit([&] {
    CurSec = nullptr;
    CurInstr = nullptr;
    CurForm = nullptr;
  });
  bool Relaxed = CurSec->Relaxed;
  unsigned Required = 0;
  for (const IsaOperand &O : Ops)
    if (!O.Optional)
      ++Required;
  if (I.Operands.size() < Required || I.Operands.size() > Ops.size()) {
    P.W = Why::Count;
    P.Index = std::min<unsigned>(I.Operands.size(), Required);
    if (Required == Ops.size())
      P.Text = "takes " + std::to_string(Ops.size()) + " operand" +
               (Ops.size() == 1 ? "" : "s");
    else
      P.Text = "takes " + std::to_string(Required) + " to " + std::to_string(Ops.size()) +
               " operands";
    P.Text += ", found " + std::to_string(I.Operands.size());
    if (I.Operands.size() > Ops.size())
      P.At = I.Operands[Ops.size()]->Range;
    else if (!I.Operands.empty())
      P.At = I.Operands.back()->Range;
    else
      P.At = I.Opcode.Range;
    return false;
  }
  for (unsigned N = 0; N < I.Operands.size(); ++N) {
    const IsaOperand &O = Ops[N];
    llvm::StringRef Type;
    if (O.FixedType)
      Type = O.FixedType;
    else if (O.TypeItem >= 0 && M.ItemTok[O.TypeItem] >= 0)
      Type = I.Mods[M.ItemTok[O.TypeItem]].Text;
    // A function name passes for a source operand of the instruction's type
    // (checkOne): one that takes an immediate, or a register-only one after
    // the first operand (`add.f16 %h1, %h2, f`), not a destination.
    // The table's `nofuncname` lines say where ptxas refuses one anyway.
    bool FnOk = ((O.Kinds & OK_Imm) || N > 0) && followsInstrType(F, I, M, O) &&
                !Table.sectionOf(F).refusesFuncName(Type);
    CurOpIndex = N;
    if (!checkOne(O, Type, M.VecLen, Relaxed, *I.Operands[N], Lookup, P, FnOk)) {
      P.Index = N;
      return false;
    }
  }
  return checkShapes(F, I, Lookup, P);
}

bool InstrChecker::meets(const IsaReq &R) const {
  if (R.PtxMajor && Info.HasVersion &&
      Info.Version < PtxVersion{R.PtxMajor, R.PtxMinor})
    return false;
  if (Tgt.valid()) {
    if (R.MinSm && !Tgt.hasMinSm(R.MinSm))
      return false;
    if (R.Specific && !Tgt.hasAnySpecific(R.Specific))
      return false;
  }
  return true;
}

void InstrChecker::reportReq(const IsaReq &R, llvm::StringRef What, SrcRange At) {
  bool VersionLow = R.PtxMajor && Info.HasVersion &&
                    Info.Version < PtxVersion{R.PtxMajor, R.PtxMinor};
  bool TargetLow = Tgt.valid() && ((R.MinSm && !Tgt.hasMinSm(R.MinSm)) ||
                                   (R.Specific && !Tgt.hasAnySpecific(R.Specific)));
  if (!VersionLow && !TargetLow)
    return;
  std::string Need, Have;
  if (R.PtxMajor) {
    Need = "PTX ISA " + std::to_string(R.PtxMajor) + "." + std::to_string(R.PtxMinor);
    Have = Info.versionText();
  }
  std::string TargetNeed;
  if (R.Specific) {
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    llvm::StringRef(R.Specific).split(Parts, '|');
    TargetNeed = Parts.size() == 1 ? Parts[0].str() : "one of " + llvm::join(Parts, ", ");
  } else if (R.MinSm) {
    TargetNeed = "sm_" + std::to_string(R.MinSm) + " or later";
  }
  if (!TargetNeed.empty()) {
    Need += (Need.empty() ? "" : " and ") + TargetNeed;
    Have += std::string(Have.empty() ? "" : " and ") + ".target " + Tgt.str();
  }
  DiagId Id = VersionLow ? DiagId::PtxVersionRequired : DiagId::TargetRequired;
  Diags.report(Id, At) << What << Need << Have;
}

/// "cp.async.bulk.shared::cluster..." as written, for messages.
static std::string mnemonic(const InstrStmt &I) {
  std::string Name = I.Opcode.Text.str();
  for (const Word &W : I.Mods)
    Name += W.Text;
  return Name;
}

/// The source range of the opcode and its modifiers.
static SrcRange mnemonicRange(const InstrStmt &I) {
  return SrcRange(I.Opcode.Range.Begin,
                  I.Mods.empty() ? I.Opcode.Range.End : I.Mods.back().Range.End);
}

bool InstrChecker::checkRequirements(const IsaForm &F, const InstrStmt &I, bool Report) {
  const IsaSection &S = Table.sectionOf(F);
  bool Ok = true;
  // Only the first unmet requirement is reported: one statement, one error.
  // \p Hit is the modifier a `when` line keyed on (named in the message when
  // it is the only one), or null for the whole instruction.
  auto One = [&](const IsaReq &R, const Word *Hit, bool Single) {
    if (R.empty() || meets(R))
      return;
    if (Report && Ok) {
      if (Hit && Single)
        reportReq(R, (I.Opcode.Text + Hit->Text).str(), Hit->Range);
      else
        reportReq(R, mnemonic(I), Hit ? Hit->Range : mnemonicRange(I));
    }
    Ok = false;
  };
  One(S.Base, nullptr, false);
  One(F.Req, nullptr, false);
  // `removed ptx 6.4 sm_70`: gone from that version on, for those targets.
  const IsaReq &Gone = S.Removed;
  if (Ok && Gone.PtxMajor && Info.HasVersion &&
      !(Info.Version < PtxVersion{Gone.PtxMajor, Gone.PtxMinor}) &&
      (!Gone.MinSm || (Tgt.valid() && Tgt.hasMinSm(Gone.MinSm)))) {
    if (Report) {
      std::string Since = "PTX ISA " + std::to_string(Gone.PtxMajor) + "." +
                          std::to_string(Gone.PtxMinor);
      std::string Need = ".version below " + std::to_string(Gone.PtxMajor) + "." +
                         std::to_string(Gone.PtxMinor);
      std::string Have = Info.versionText();
      if (Gone.MinSm) {
        Need += " or a .target below sm_" + std::to_string(Gone.MinSm);
        Have += " and .target " + Tgt.str();
      }
      std::string Sync = std::string(S.Name) + ".sync";
      Need += " (" + Since + " removed this form of '" + std::string(S.Name) + "'" +
              (Gone.MinSm ? " for sm_" + std::to_string(Gone.MinSm) + " and later" : "") +
              (Table.section(Sync) ? "; use " + Sync : std::string()) + ")";
      Diags.report(DiagId::TargetRequired, mnemonicRange(I)) << mnemonic(I) << Need << Have;
    }
    Ok = false;
  }
  for (const IsaWhen &W : Table.whens(S)) {
    const Word *Hit = nullptr;
    bool All = true;
    for (const char *T : Table.tokens(W)) {
      const Word *Found = nullptr;
      for (const Word &M : I.Mods)
        if (M.Text == T)
          Found = &M;
      if (!Found) {
        All = false;
        break;
      }
      Hit = Hit ? Hit : Found;
    }
    if (All && Hit)
      One(W.Req, Hit, W.NumTok == 1);
  }
  // `mandatory .aligned : ptx 6.3`: optional (implicit) before that
  // version, required from it on (wmma, PTX ISA 9.0 9.7.14.4.3: ptxas 13.0
  // ".aligned modifier required for instruction 'wmma.load.a'").
  if (Ok && S.Mandatory && Info.HasVersion &&
      !(Info.Version < PtxVersion{S.MandatoryReq.PtxMajor, S.MandatoryReq.PtxMinor}) &&
      llvm::none_of(I.Mods, [&](const Word &W) { return W.Text == S.Mandatory; })) {
    if (Report)
      Diags.report(DiagId::InvalidModifier, mnemonicRange(I))
          << ("'" + mnemonic(I) + "' needs " + S.Mandatory + " from PTX ISA " +
              std::to_string(S.MandatoryReq.PtxMajor) + "." +
              std::to_string(S.MandatoryReq.PtxMinor) + " on (it is implicit only before); " +
              "the module declares " + Info.versionText());
    Ok = false;
  }
  return Ok;
}

const Word *InstrChecker::misplacedLead(const IsaForm &F, const InstrStmt &I,
                                        const Match &M) const {
  int Pos = 0;
  for (unsigned K = 0; K < F.Lead; ++K) {
    if (M.ItemTok[K] < 0)
      continue;
    if (M.ItemTok[K] != Pos)
      return &I.Mods[M.ItemTok[K]];
    ++Pos;
  }
  // A repeated positional token (mul.lo.lo).
  for (unsigned T = 0; T < I.Mods.size(); ++T)
    if (M.TokItem[T] < 0)
      for (unsigned K = 0; K < F.Lead; ++K)
        if (M.ItemTok[K] >= 0 && I.Mods[M.ItemTok[K]].Text == I.Mods[T].Text)
          return &I.Mods[T];
  return nullptr;
}

bool InstrChecker::checkValues(const IsaForm &F, const InstrStmt &I, bool Report,
                               llvm::ArrayRef<const IsaForm *> Also) {
  auto Ops = Table.operands(F);
  bool Ok = true;
  for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
    const IsaOperand &O = Ops[N];
    int64_t V;
    if (!O.constrained() || !evalInt(*I.Operands[N], V))
      continue;
    llvm::SmallVector<IsaRange, 4> Ranges(Table.ranges(O).begin(), Table.ranges(O).end());
    if (!Also.empty() && !Ranges.empty()) {
      // Join the other forms' fixed ranges of this operand: 0..3 and 4 read
      // as 0..4 in the message.
      for (const IsaForm *G : Also) {
        auto GOps = Table.operands(*G);
        if (N < GOps.size() && GOps[N].constrained())
          for (const IsaRange &R : Table.ranges(GOps[N]))
            Ranges.push_back(R);
      }
      if (llvm::all_of(Ranges, [](const IsaRange &R) { return R.HiOperand < 0; })) {
        llvm::sort(Ranges, [](const IsaRange &A, const IsaRange &B) { return A.Lo < B.Lo; });
        llvm::SmallVector<IsaRange, 4> Merged;
        for (const IsaRange &R : Ranges)
          if (!Merged.empty() && Merged.back().Hi != INT64_MAX && R.Lo <= Merged.back().Hi + 1)
            Merged.back().Hi = std::max(Merged.back().Hi, R.Hi);
          else
            Merged.push_back(R);
        Ranges = Merged;
      }
    }
    auto Fits = [&](int64_t X) {
      bool In = Ranges.empty();
      for (const IsaRange &R : Ranges) {
        int64_t Hi = R.Hi, Bound;
        if (R.HiOperand >= 0) {
          if ((unsigned)R.HiOperand >= I.Operands.size() ||
              !evalInt(*I.Operands[R.HiOperand], Bound)) {
            In = true; // the bound is a register: nothing to check
            break;
          }
          Hi = Bound;
        }
        In |= R.Lo <= X && X <= Hi;
      }
      return In && (!O.Step || X % (int64_t)O.Step == 0);
    };
    if (Fits(V))
      continue;
    // ptxas 13.0 truncates barrier operands (.u32) to 32 bits before its
    // range check: `bar.sync 0x100000000` assembles as barrier 0. Almost
    // certainly a mistake, so warn and keep ptxas's verdict
    // (docs/ptxas-differences.md). So it does alloca's immAlign
    // (`alloca.u64 %rd2, %rd1, 0x100000010` aligns to 16; helper-99 round).
    if ((I.Opcode.Text == "bar" || I.Opcode.Text == "barrier" || I.Opcode.Text == "alloca") &&
        V != (int64_t)(uint32_t)V && Fits((int64_t)(uint32_t)V)) {
      if (Report)
        Diags.report(DiagId::PtxasDivergence, I.Operands[N]->Range)
            << ("operand " + std::to_string(N + 1) + " ('" + O.Name + "') of '" +
                mnemonic(I) + "' is " + std::to_string(V) +
                ", which does not fit in 32 bits; ptxas 13.0 truncates it to " +
                std::to_string((uint32_t)V));
      continue;
    }
    Ok = false;
    if (!Report)
      continue;
    // "must be one of 4, 8, 16", "must be in 24..256 and a multiple of 8".
    std::string Want;
    bool AllSingle = llvm::all_of(Ranges, [](const IsaRange &R) {
      return R.HiOperand < 0 && R.Lo == R.Hi;
    });
    auto Num = [](int64_t X) { return std::to_string(X); };
    for (const IsaRange &R : Ranges) {
      if (!Want.empty())
        Want += AllSingle ? ", " : " or ";
      if (R.Lo == R.Hi && R.HiOperand < 0) {
        Want += Num(R.Lo);
        continue;
      }
      int64_t Bound = 0;
      std::string Hi = R.HiOperand >= 0
                           ? (evalInt(*I.Operands[R.HiOperand], Bound) ? Num(Bound) : "") +
                                 " (operand '" + Ops[R.HiOperand].Name + "')"
                       : R.Hi == INT64_MAX ? ""
                                           : Num(R.Hi);
      if (R.Lo == INT64_MIN)
        Want += "at most " + Hi;
      else if (Hi.empty())
        Want += "at least " + Num(R.Lo);
      else
        Want += Num(R.Lo) + ".." + Hi;
    }
    if (Ranges.size() == 2 && Ranges[0].Lo == INT64_MIN && Ranges[0].Hi == -1 &&
        Ranges[1].Lo == 1 && Ranges[1].Hi == INT64_MAX)
      Want = "non-zero";
    else if (!Want.empty())
      Want = (AllSingle && Ranges.size() > 1 ? "one of "
              : AllSingle || Want.rfind("at ", 0) == 0 ? ""
                                                      : "in ") +
             Want;
    if (O.Step)
      Want += (Want.empty() ? "a multiple of " : " and a multiple of ") + Num(O.Step);
    const Expr &E = *I.Operands[N];
    Diags.report(DiagId::ValueOutOfRange, E.Range)
        << ("operand " + std::to_string(N + 1) + " ('" + O.Name + "') of '" + mnemonic(I) +
            "'")
        << Want
        << [&] {
             std::string Text(E.Range.Begin, E.Range.End - E.Range.Begin);
             return Text == Num(V) ? Text : Text + " = " + Num(V);
           }();
  }
  if (!checkScaleSelectors(Ops, I, Report))
    Ok = false;
  return Ok;
}

bool InstrChecker::checkScaleSelectors(llvm::ArrayRef<isa::IsaOperand> Ops, const InstrStmt &I,
                                       bool Report) {
  // The {byte-id, thread-id} selectors of block-scaled mma (PTX ISA 9.0
  // 9.7.14.3, Table 37), as ptxas 13.0 checks them: byte-id 0..3 with
  // .scale_vec::1X, 0 or 2 with ::2X, 0 with ::4X (.kind::mxf4 is 2X when
  // none is written); thread-id 0..1 for A, 0..3 for B. Registers are not
  // checked.
  bool Ok = true;
  for (unsigned N = 0; N < I.Operands.size() && N < Ops.size(); ++N) {
    llvm::StringRef Name = Ops[N].Name;
    const Expr &E = *I.Operands[N];
    if ((Name != "ids-a" && Name != "ids-b") || E.K != Expr::Vector || E.Sub.size() != 2)
      continue;
    int Vec = 0;
    bool Mxf4 = false;
    for (const Word &W : I.Mods) {
      if (W.Text == ".scale_vec::1X")
        Vec = 1;
      else if (W.Text == ".scale_vec::2X")
        Vec = 2;
      else if (W.Text == ".scale_vec::4X")
        Vec = 4;
      else if (W.Text == ".kind::mxf4")
        Mxf4 = true;
    }
    if (!Vec)
      Vec = Mxf4 ? 2 : 1;
    for (unsigned K = 0; K < 2; ++K) {
      int64_t V;
      if (!evalInt(*E.Sub[K], V))
        continue;
      bool Fits;
      std::string Want;
      if (K == 0) {
        Fits = Vec == 1 ? (V >= 0 && V <= 3) : Vec == 2 ? (V == 0 || V == 2) : V == 0;
        Want = Vec == 1 ? "in 0..3" : Vec == 2 ? "one of 0, 2" : "0";
      } else {
        int64_t Hi = Name == "ids-a" ? 1 : 3;
        Fits = V >= 0 && V <= Hi;
        Want = "in 0.." + std::to_string(Hi);
      }
      if (Fits)
        continue;
      Ok = false;
      if (!Report)
        continue;
      const Expr &X = *E.Sub[K];
      std::string Text(X.Range.Begin, X.Range.End - X.Range.Begin);
      Diags.report(DiagId::ValueOutOfRange, X.Range)
          << (std::string(K == 0 ? "byte-id" : "thread-id") + " of operand " +
              std::to_string(N + 1) + " ('" + Name.str() + "') of '" + mnemonic(I) + "'" +
              (K == 0 ? " with .scale_vec::" + std::to_string(Vec) + "X" : std::string()))
          << Want << (Text == std::to_string(V) ? Text : Text + " = " + std::to_string(V));
    }
  }
  return Ok;
}

void InstrChecker::requireDirective(llvm::StringRef Name, SrcRange At) {
  const IsaSection *S = nullptr;
  auto Known = llvm::find_if(DirectiveRows, [Name](const auto &R) { return R.first == Name; });
  if (Known != DirectiveRows.end()) {
    S = Known->second;
  } else {
    S = Table.section(Name);
    // Names that are not the source's own text ((".pragma " + Head)) are
    // temporaries: only the table's own names are kept.
    if (S && DirectiveRows.size() < 8)
      DirectiveRows.emplace_back(llvm::StringRef(S->Name), S);
  }
  if (!S)
    return;
  if (!S->Base.empty() && !meets(S->Base)) {
    reportReq(S->Base, Name, At);
    return;
  }
  // `removed ptx 2.1`: a directive no longer accepted from that version on
  // (.maxnctapersm; ptxas: "Deprecated feature ... not supported as of PTX
  // version 2.1").
  const IsaReq &Gone = S->Removed;
  if (Gone.PtxMajor && Info.HasVersion &&
      !(Info.Version < PtxVersion{Gone.PtxMajor, Gone.PtxMinor}) &&
      (!Gone.MinSm || (Tgt.valid() && Tgt.hasMinSm(Gone.MinSm))))
    Diags.report(DiagId::PtxVersionRequired, At)
        << Name.str()
        << (".version below " + std::to_string(Gone.PtxMajor) + "." +
            std::to_string(Gone.PtxMinor) + " (PTX ISA " + std::to_string(Gone.PtxMajor) + "." +
            std::to_string(Gone.PtxMinor) + " removed it)")
        << Info.versionText();
}

/// Number of parameters a parameter list declares (`.param .b32 a, b`).
static unsigned countParams(llvm::ArrayRef<VarDecl *> L) {
  unsigned N = 0;
  for (const VarDecl *V : L)
    N += V->Decls.size();
  return N;
}

bool ptx::hasUnsizedTailParam(llvm::ArrayRef<VarDecl *> Params) {
  if (Params.empty() || Params.back()->Decls.empty())
    return false;
  const Declarator &D = Params.back()->Decls.back();
  if (!D.HasDims || D.Dims.empty())
    return false;
  const Expr *E = D.Dims[0];
  return !E || (E->K == Expr::IntLit && E->IntValue == 0);
}

CallOperands ptx::splitCallOperands(const InstrStmt &I) {
  auto IsList = [](const Expr *E) { return E->K == Expr::List || E->K == Expr::Paren; };
  CallOperands C;
  llvm::ArrayRef<Expr *> Ops = I.Operands;
  if (!Ops.empty() && IsList(Ops[0])) {
    C.Rets = Ops[0];
    Ops = Ops.drop_front();
  }
  if (Ops.empty() || Ops[0]->K != Expr::Symbol)
    return C;
  C.Callee = Ops[0];
  C.FromCallee = Ops;
  if (Ops.size() > 1 && IsList(Ops[1]))
    C.Args = Ops[1];
  return C;
}

void InstrChecker::checkCall(const InstrStmt &I, SymbolLookup Lookup) {
  auto Len = [](const Expr *E) -> unsigned {
    return E->K == Expr::Paren ? 1 : E->Sub.size();
  };
  // `call (r), f (a);`: without the ',' the parser reads `f (a)` as one
  // function-like operand; ptxas: "Parsing error near '('" (ptxas-diff.py
  // --operators token, seed 9603).
  for (const Expr *Op : I.Operands) {
    if (Op->K == Expr::List || Op->K == Expr::Paren)
      continue;
    if (Op->K == Expr::FnCall)
      Diags.report(DiagId::SyntaxError, Op->Range)
          << ("expected ',' between the called function '" + Op->Name +
              "' and its argument list")
                 .str();
    break;
  }
  auto [Rets, Callee, Args, Ops] = splitCallOperands(I);
  if (!Callee || (Ops.size() > 1 && !Args))
    return; // malformed: the form check reports it
  // Arguments and return values are registers, .param variables or
  // immediates: ptxas 13.0 "Illegal argument for formal parameter" for a
  // label or a function name, "Call argument 'gv' has illegal state space"
  // for a .global, .shared, .const or .local variable (ptxas-diff.py
  // tok-replace, seed 29008; test/sema/call-argument-kinds.ptx).
  for (const Expr *L : {Rets, Args}) {
    if (!L)
      continue;
    for (const Expr *A : L->Sub) {
      if (!A || A->K != Expr::Symbol)
        continue;
      SymbolInfo AS = Lookup(*A);
      const char *Bad = nullptr;
      if (AS.K == SymbolInfo::Label)
        Bad = "is a label";
      else if (AS.K == SymbolInfo::Func)
        Bad = "is a function";
      else if (AS.K == SymbolInfo::SReg)
        Bad = "is a special register";
      else if (AS.K == SymbolInfo::Var && !AS.Space.startswith(".param") && !AS.Space.empty() &&
               AS.Space != ".reg")
        Bad = "is a variable outside the .param and .reg state spaces";
      if (Bad)
        Diags.report(DiagId::OperandKind, A->Range)
            << ("call " + std::string(L == Rets ? "return value" : "argument") + " '" +
                A->Name + "' " + Bad + "; pass a register, a .param variable or an immediate")
                   .str();
    }
  }
  SymbolInfo S = Lookup(*Callee);
  if (S.K != SymbolInfo::Func || !S.Fn)
    return;
  unsigned WantRets = countParams(S.Fn->Returns), WantArgs = countParams(S.Fn->Params);
  unsigned GotRets = Rets ? Len(Rets) : 0, GotArgs = Args ? Len(Args) : 0;
  bool TailLeftOut = Args && GotArgs + 1 == WantArgs && hasUnsizedTailParam(S.Fn->Params);
  if (GotArgs != WantArgs && !TailLeftOut)
    Diags.report(DiagId::OperandCount, Args ? Args->Range : Callee->Range)
        << ("call to '" + Callee->Name + "' passes " + llvm::Twine(GotArgs) + " argument" +
            (GotArgs == 1 ? "" : "s") + "; the function takes " + llvm::Twine(WantArgs))
               .str();
  else if (GotRets != WantRets)
    Diags.report(DiagId::OperandCount, Rets ? Rets->Range : Callee->Range)
        << ("call to '" + Callee->Name + "' receives " + llvm::Twine(GotRets) +
            " return value" + (GotRets == 1 ? "" : "s") + "; the function returns " +
            llvm::Twine(WantRets))
               .str();
}

void InstrChecker::checkSpecialRegisters(const InstrStmt &I, SymbolLookup Lookup) {
  // A generic lambda calls itself without std::function's heap allocation.
  auto Walk = [&](auto &Self, const Expr &E) -> void {
    if (E.K == Expr::Symbol && E.Name.startswith("%")) {
      SymbolInfo S = Lookup(E);
      if (S.K != SymbolInfo::SReg)
        return;
      IsaReq R{(uint8_t)S.PtxMajor, (uint8_t)S.PtxMinor, (uint16_t)S.MinSm, nullptr};
      if (!R.empty() && !meets(R))
        reportReq(R, E.Name, E.Range);
      return;
    }
    for (const Expr *Sub : E.Sub)
      if (Sub)
        Self(Self, *Sub);
  };
  for (const Expr *E : I.Operands)
    Walk(Walk, *E);
}

namespace {
/// A bounded byte buffer for check keys (no growth checks per byte).
struct KeyBuf {
  char *P, *End;
  bool Ok = true;
  LLVM_ATTRIBUTE_ALWAYS_INLINE void byte(unsigned char C) {
    if (P == End) {
      Ok = false;
      return;
    }
    *P++ = char(C);
  }
  LLVM_ATTRIBUTE_ALWAYS_INLINE void bytes(const void *D, size_t N) {
    if (size_t(End - P) < N) {
      Ok = false;
      return;
    }
    if (N) // a null D with N 0 (an empty name) is undefined for memcpy
      std::memcpy(P, D, N);
    P += N;
  }
  LLVM_ATTRIBUTE_ALWAYS_INLINE void str(llvm::StringRef S) {
    if (S.size() > 250) {
      Ok = false;
      return;
    }
    byte((unsigned char)S.size());
    bytes(S.data(), S.size());
  }
  void u64(uint64_t V) { bytes(&V, 8); }
  /// Room for \p N more bytes, checked once for a run of raw() writes
  /// (a bounds check per byte was ~4 % of a --no-analyses run).
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool room(size_t N) {
    if (size_t(End - P) < N)
      Ok = false;
    return Ok;
  }
  /// A byte written after room() said there is space for it.
  LLVM_ATTRIBUTE_ALWAYS_INLINE void raw(unsigned char C) { *P++ = char(C); }
};
} // namespace

/// Appends to \p K everything of \p E the checker reads: node kinds,
/// operators, literal values, selectors and what each name denotes. The
/// names of registers, predicates and labels are left out (the checker
/// uses them only in messages, and a clean check has none); other names
/// (variables, functions, special registers, undeclared names) stay in.
static void appendExprKey(const Expr *E, SymbolLookup Lookup, KeyBuf &K, unsigned Depth) {
  if (!E) {
    K.byte(0x7f);
    return;
  }
  if (Depth > 16 || E->Sub.size() > 250) {
    K.Ok = false; // deep constant expressions: not worth a key
    return;
  }
  // The node's fixed bytes: kind, operator, flags (and, for a register,
  // its description below) fit the room checked here.
  if (!K.room(16))
    return;
  K.raw(E->K);
  K.raw(E->Op);
  K.raw(E->IsUnsigned | (E->IsDouble << 1) | (!E->Name.empty() && E->Name[0] == '%') << 2);
  if (E->Selector.Text.empty())
    K.raw(0); // as str() of an empty selector
  else
    K.str(E->Selector.Text);
  switch (E->K) {
  case Expr::Symbol: {
    SymbolInfo S = Lookup(*E);
    bool Named = S.K != SymbolInfo::Reg && S.K != SymbolInfo::Pred && S.K != SymbolInfo::Label;
    if (!Named && S.Class && K.room(8)) {
      // A register, predicate or label of a numbered description: 7 bytes.
      K.raw(S.K);
      K.bytes(&S.Class, sizeof S.Class);
      K.raw((unsigned char)std::min(S.VecLen, 255u));
      break;
    }
    K.byte(S.K);
    if (Named)
      K.str(E->Name);
    K.bytes(&S.Class, sizeof S.Class);
    if (S.Class) {
      K.byte((unsigned char)std::min(S.VecLen, 255u));
      break;
    }
    K.str(S.Type);
    K.str(S.Space);
    K.str(S.Opaque);
    K.byte((unsigned char)std::min(S.VecLen, 255u));
    K.byte(S.Fn != nullptr); // keeps the key unambiguous
    if (S.Fn)
      K.u64(reinterpret_cast<uintptr_t>(S.Fn));
    if (S.K == SymbolInfo::SReg)
      K.u64(uint64_t(S.PtxMajor) << 40 | uint64_t(S.PtxMinor) << 24 | S.MinSm);
    break;
  }
  case Expr::FloatLit:
    K.bytes(&E->FloatValue, 8);
    break;
  default:
    K.str(E->Name);
    K.u64(E->IntValue);
    break;
  }
  K.byte((unsigned char)E->Sub.size());
  for (const Expr *Sub : E->Sub)
    appendExprKey(Sub, Lookup, K, Depth + 1);
}

bool InstrChecker::checkKey(const InstrStmt &I, SymbolLookup Lookup,
                            llvm::SmallVectorImpl<char> &Key) const {
  Key.resize_for_overwrite(Key.capacity());
  KeyBuf K{Key.data(), Key.data() + Key.size()};
  K.str(I.Opcode.Text);
  for (const Word &W : I.Mods)
    K.str(W.Text);
  K.byte(0xff);
  appendExprKey(I.Guard, Lookup, K, 0);
  for (const Expr *E : I.Operands)
    appendExprKey(E, Lookup, K, 0);
  Key.truncate(K.P - Key.data());
  return K.Ok;
}

/// The memo's hash of a key (a few dozen bytes): a multiply-xor over 8-byte
/// words, cheaper than xxHash64 at this length; equal hashes are confirmed
/// by comparing the bytes. The top bit is clear, so the value is never one
/// of DenseMap's reserved keys.
static uint64_t keyHash(llvm::StringRef K) {
  const char *P = K.data();
  size_t N = K.size();
  uint64_t H = 0x9E3779B97F4A7C15ull ^ N;
  for (; N >= 8; P += 8, N -= 8) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    H = (H ^ W) * 0xBF58476D1CE4E5B9ull;
    H ^= H >> 31;
  }
  if (N) {
    uint64_t W = 0;
    std::memcpy(&W, P, N);
    H = (H ^ W) * 0xBF58476D1CE4E5B9ull;
  }
  H ^= H >> 29;
  H *= 0x94D049BB133111EBull;
  H ^= H >> 32;
  return H >> 1;
}

void InstrChecker::check(const InstrStmt &I, SymbolLookup Lookup) {
  for (const Expr *Op : I.Operands)
    if (Op && Op->K == Expr::Address && !Op->Selector.Text.empty()) {
      checkUnifiedAddress(I, Lookup);
      break;
    }
  if (!Memo)
    return checkUncached(I, Lookup);
  llvm::SmallString<256> Key;
  bool Keyed = checkKey(I, Lookup, Key);
  uint64_t Hash = Keyed ? keyHash(Key.str()) : 0;
  if (Keyed) {
    auto It = CleanKeys.find(Hash);
    if (It != CleanKeys.end() &&
        llvm::StringRef(CleanKeyBytes).substr(It->second.first, It->second.second) == Key.str())
      return;
  }
  unsigned Before = Diags.reportCount();
  checkUncached(I, Lookup);
  if (Keyed && Diags.reportCount() == Before &&
      CleanKeys.try_emplace(Hash, CleanKeyBytes.size(), Key.size()).second)
    CleanKeyBytes.append(Key.begin(), Key.end());
}

/// A type modifier: .f32, .b1, .e4m3, .ue8m0, .bf16x2, .tf32 ... (letters,
/// then a digit).
static bool isTypeWord(llvm::StringRef M) {
  llvm::StringRef Stem = M.drop_front().ltrim("abefstu");
  return M.size() > 2 && Stem.size() < M.size() - 1 && !Stem.empty() &&
         std::isdigit(static_cast<unsigned char>(Stem[0]));
}

/// The matrix types PTX ISA 7.0 added to mma (see checkUncached).
static bool isLateMmaType(llvm::StringRef T) {
  // (.s2/.u2 too: helper-91 round, modifier probes.)
  return T == ".bf16" || T == ".bf16x2" || T == ".tf32" || T == ".s4" || T == ".u4" ||
         T == ".b1" || T == ".s2" || T == ".u2";
}

/// Where the trailing run of late mma types (isLateMmaType) that ptxas
/// ignores begins: every type word from there on is one, and no type word
/// before it is (but .s4/.u4 when \p SubByteTypesOk); Mods.size() when there
/// is no such run.
static size_t lateTypeTail(llvm::ArrayRef<Word> Mods, bool SubByteTypesOk = false) {
  size_t Tail = Mods.size();
  for (size_t K = Mods.size(); K-- > 0;) {
    if (!isTypeWord(Mods[K].Text))
      continue;
    if (!isLateMmaType(Mods[K].Text))
      break;
    Tail = K;
  }
  for (size_t K = 0; K < Tail; ++K)
    if (isLateMmaType(Mods[K].Text) &&
        !(SubByteTypesOk && (Mods[K].Text == ".s4" || Mods[K].Text == ".u4")))
      return Mods.size();
  return Tail;
}

/// Whether \p I takes trailing late mma types (isLateMmaType) that ptxas
/// 13.0 ignores, from \p Index on: mma and movmatrix whose own types are
/// none of them, or are .s4/.u4 (not on mma.sp: "Unexpected instruction
/// types specified for Sparse mma"), and wmma.load.c/wmma.store.d of the
/// sub-byte shapes m8n8k32 and m8n8k128 after their .s32 (probes of every
/// late type appended to the mma, wmma.mma, wmma.load and wmma.store forms,
/// helper-94 round; test/sema/isa/mma-extra-type-ignored.ptx).
static bool ignoresLateMmaType(const InstrStmt &I, size_t Index) {
  if (!isLateMmaType(I.Mods[Index].Text))
    return false;
  llvm::StringRef Op = I.Opcode.Text;
  auto Has = [&](llvm::StringRef M) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == M; });
  };
  // movmatrix (.b16 only) ignores them anywhere, before its type too
  // (`movmatrix.bf16.sync...`, `movmatrix.b1.b1.sync...`; the helper-94
  // first-position probes).
  if (Op == "movmatrix")
    return true;
  if (Op == "mma") {
    bool Sparse = Has(".sp") || Has(".sp::ordered_metadata");
    if (lateTypeTail(I.Mods, !Sparse) <= Index)
      return true;
    // Before or among the types of the dense kind::f8f6f4 mma, ptxas 13.0
    // ignores a late type L where it suits an own type N: L is
    // .b1/.s2/.u2, or .s4/.u4 but as the A type, N is .e2m1, or L is
    // .bf16x2/.tf32 and N .f32, or L is .bf16 and N .f16. N is not simply
    // the own type after L: each late type shifts the own types for the late
    // types after it, so the K-th late type (K = 0, 1, ...) in front of own
    // type S is judged against own type S + K (after the fourth, any
    // passes). c late types before the D type need own type c to be .e2m1
    // (one: the A type; two: the B type), else "Argument vector size
    // mismatch". Probed with ptxas 13.0 for every late type at each position,
    // every A/B type and both D types (helper-99 round;
    // test/sema/isa/mma-f8f6f4-late-type.ptx), then every ordered pair of the
    // eight late types at every pair of positions for three A/B pairs
    // (helper-107 round: 2,880 probes, all agree;
    // test/sema/isa/mma-f8f6f4-two-late-types.ptx).
    if (!Sparse && Has(".kind::f8f6f4") && !Has(".block_scale")) {
      llvm::SmallVector<size_t, 4> Own;
      for (size_t K = 0; K < I.Mods.size(); ++K)
        if (isTypeWord(I.Mods[K].Text) && !isLateMmaType(I.Mods[K].Text))
          Own.push_back(K);
      if (Own.size() == 4) {
        size_t Slot = llvm::count_if(Own, [&](size_t K) { return K < Index; });
        if (Slot == 4)
          return true; // after the types
        auto LateIn = [&](size_t From, size_t To) {
          return size_t(llvm::count_if(llvm::ArrayRef<Word>(I.Mods).slice(From, To - From),
                                       [](const Word &W) { return isLateMmaType(W.Text); }));
        };
        if (Slot == 0) {
          size_t C = LateIn(0, Own[0]);
          if (C > 3 || I.Mods[Own[C]].Text != ".e2m1")
            return false;
        }
        size_t J = Slot + LateIn(0, Index);
        if (J >= 4)
          return true;
        llvm::StringRef L = I.Mods[Index].Text, N = I.Mods[Own[J]].Text;
        bool Free = L == ".b1" || L == ".s2" || L == ".u2" ||
                    ((L == ".s4" || L == ".u4") && J != 1);
        return Free || N == ".e2m1" || (N == ".f32" && (L == ".bf16x2" || L == ".tf32")) ||
               (N == ".f16" && L == ".bf16");
      }
    }
    // Before or among the types too: any of them on the f64 mma, .bf16 on
    // the all-.f16 one (`mma.bf16.sync...f64.f64.f64.f64`,
    // `mma...row.col.f16.bf16.f16.f16.f16`; helper-94 round, first-position
    // modifier probes).
    unsigned F64 = 0, F16 = 0, Other = 0;
    for (const Word &M : I.Mods) {
      if (isLateMmaType(M.Text) || !isTypeWord(M.Text))
        continue;
      ++(M.Text == ".f64" ? F64 : M.Text == ".f16" ? F16 : Other);
    }
    return !Other && ((F64 == 4 && !F16) ||
                      (F16 == 4 && !F64 && I.Mods[Index].Text == ".bf16"));
  }
  if (Op == "wmma" && I.Mods.size() > 1 &&
      ((I.Mods[0].Text == ".load" && I.Mods[1].Text == ".c") ||
       (I.Mods[0].Text == ".store" && I.Mods[1].Text == ".d")) &&
      (Has(".m8n8k32") || Has(".m8n8k128"))) {
    size_t Tail = lateTypeTail(I.Mods);
    // After the fragment's own type, not in its place.
    return Tail <= Index && llvm::any_of(llvm::ArrayRef<Word>(I.Mods).take_front(Tail),
                                         [](const Word &W) { return isTypeWord(W.Text); });
  }
  return false;
}

/// Whether a modifier after I.Mods[Index] is a name word of the opcode: one
/// of the positional (`^`) items of any of its forms.
bool InstrChecker::precedesNameWord(const InstrStmt &I, size_t Index) const {
  auto Forms = Table.formsFor(I.Opcode.Text);
  for (size_t J = Index + 1; J < I.Mods.size(); ++J)
    for (const IsaForm *F : Forms) {
      auto Items = Table.items(*F);
      for (unsigned K = 0; K < F->Lead && K < Items.size(); ++K)
        for (llvm::StringRef A : Table.alts(Items[K]))
          if (A == I.Mods[J].Text)
            return true;
    }
  return false;
}

/// testp's operations (PTX ISA 9.7.3.2).
static bool isTestpOp(llvm::StringRef M) {
  return llvm::StringSwitch<bool>(M)
      .Cases(".finite", ".infinite", ".number", ".notanumber", ".normal", ".subnormal", true)
      .Default(false);
}

/// A thread scope word (PTX ISA 8.5 8.5).
static bool isScopeWord(llvm::StringRef M) {
  return M == ".cta" || M == ".cluster" || M == ".gpu" || M == ".sys";
}

/// The `[a].unified` address suffix (PTX ISA 8.0, 9.7.9.8, for ld; the
/// grammar takes any dot-word there). ptxas 13.0 (probed with
/// utils/isa/family-probe.py and by hand, helper-210 round) takes it on any
/// target and PTX version where the instruction returns a value (its first
/// operand is not an address: ld, ld.global.nc, ldu, atom, multimem.ld_reduce,
/// mbarrier.test_wait ...) and addresses generic or .global memory, after a
/// register or a variable declared .attribute(.unified(...)); elsewhere it is
/// "Illegal use of attribute '.unified' for instruction 'st'" (st, red,
/// prefetch, cp.async, cp.async.bulk, mbarrier.init, multimem.st,
/// applypriority, ld.shared, atom.shared::cluster, ld.param ...). Another
/// word there is ptxas's "Parsing error near '.foo'". Checked outside the
/// memo, whose key does not see the suffix.
void InstrChecker::checkUnifiedAddress(const InstrStmt &I, SymbolLookup Lookup) {
  for (const Expr *Op : I.Operands) {
    if (!Op || Op->K != Expr::Address || Op->Selector.Text.empty())
      continue;
    const Word &W = Op->Selector;
    if (W.Text != ".unified") {
      Diags.report(DiagId::SyntaxError, W.Range)
          << ("unexpected dot-word '" + W.Text + "' after an address; only '.unified' may follow one")
                 .str();
      continue;
    }
    const char *Why = nullptr;
    if (I.Operands[0] && I.Operands[0]->K == Expr::Address)
      Why = "an instruction that returns a value (ld, ldu, atom ...), not one whose first operand is an "
            "address";
    for (const Word &M : I.Mods)
      if (!Why && (M.Text.startswith(".shared") || M.Text == ".local" || M.Text == ".const" ||
                   M.Text.startswith(".param")))
        Why = "generic or .global addressing";
    const Expr *Base = Op->Sub.empty() ? nullptr : Op->Sub[0];
    if (Base && Base->K == Expr::Binary && !Base->Sub.empty())
      Base = Base->Sub[0];
    if (!Why && Base && Base->K == Expr::Symbol) {
      SymbolInfo S = Lookup(*Base);
      if (S.K == SymbolInfo::Var && !S.Unified)
        Why = "a register address or a variable declared .attribute(.unified(...))";
    }
    if (Why)
      Diags.report(DiagId::OperandKind, W.Range)
          << ("'.unified' after an address needs " + std::string(Why) +
              " (ptxas: \"Illegal use of attribute '.unified' for instruction '" + I.Opcode.Text + "'\")")
                 .str();
  }
}

void InstrChecker::checkUncached(const InstrStmt &I, SymbolLookup Lookup) {
  Cur = &I;
  checkSpecialRegisters(I, Lookup);
  if (I.Opcode.Text == "call")
    checkCall(I, Lookup);
  // The guard must be a predicate (PTX ISA 9.7.12.2).
  if (I.Guard) {
    const Expr *G = I.Guard;
    if (G->K == Expr::Unary && G->Sub.size() == 1)
      G = G->Sub[0];
    if (G->K == Expr::Symbol) {
      SymbolInfo S = Lookup(*G);
      if (S.K != SymbolInfo::Unknown && S.K != SymbolInfo::Pred)
        Diags.report(DiagId::OperandKind, G->Range)
            << ("guard '@" + G->Name + "' must be a .pred register").str();
    }
  }
  // A scalar variable as an element of a {...} vector: ptxas 13.0 assembles
  // it, in sources and destinations alike (`ld.global.v2.f32 {%f1, %f2}`
  // with %f a .shared variable; a scalar operand is "must be register"),
  // checking it as a register of the variable's type ("Incompatible
  // elements" for another size); PTX ISA 5.4.2 makes vector elements
  // registers. Accepted as ptxas does, with a warning
  // (ptxas-diff.py decl-space, seed 29011; test/sema/vector-element-variable.ptx).
  for (const Expr *Op : I.Operands) {
    if (!Op || Op->K != Expr::Vector || (Tgt.valid() && sema::ptxasLowersToCall(I, Tgt.Sm)))
      continue;
    for (const Expr *El : Op->Sub)
      if (El && El->K == Expr::Symbol && Lookup(*El).K == SymbolInfo::Var &&
          !Lookup(*El).Array && !Lookup(*El).VecLen)
        Diags.report(DiagId::PtxasDivergence, El->Range)
            << ("'" + El->Name + "' is a variable, not a register; ptxas 13.0 accepts a "
                "scalar variable as an element of a {...} vector, but vector elements are "
                "registers (PTX ISA 5.4.2)")
                   .str();
  }
  // ptxas 13.0 silently ignores the tensormap field names (PTX ISA 9.0
  // 9.7.9.26), the tcgen05.cp/ldmatrix data formats (9.7.16.8.5) and
  // multimem's .acc::f32/.acc::f16 (9.7.9.16) and testp's operations
  // (.finite ... .subnormal, 9.7.3.2) as modifiers of any other
  // instruction. They are not modifiers there
  // (docs/ptxas-differences.md): warn, and check the rest as written.
  llvm::SmallVector<Word, 8> Kept;
  bool Dropped = false;
  // (Only tensormap.replace takes the field names; on tensormap.cp_fenceproxy
  // they are ignored too: helper-91 round, modifier probes.)
  bool Tensormap = I.Opcode.Text == "tensormap" &&
                   llvm::any_of(I.Mods, [](const Word &M) { return M.Text == ".replace"; });
  bool Tcgen05 = I.Opcode.Text == "tcgen05";
  bool Testp = I.Opcode.Text == "testp";
  bool LayoutIgnored = ignoresLayouts(I);
  for (const Word &W : I.Mods) {
    const char *What = nullptr;
    if (!Tensormap && llvm::StringSwitch<bool>(W.Text)
                          .Cases(".global_address", ".rank", ".box_dim", ".global_dim",
                                 ".global_stride", true)
                          .Cases(".element_stride", ".elemtype", ".interleave_layout",
                                 ".swizzle_mode", true)
                          .Cases(".swizzle_atomicity", ".fill_mode", true)
                          .Default(false))
      What = "a tensormap field name";
    // (Only tcgen05.cp among the tcgen05 instructions takes them:
    // `tcgen05.wait::ld.sync.b8x16.aligned` assembles; probes after
    // ptxas-diff.py seed 29006.)
    else if (!(Tcgen05 && !I.Mods.empty() && I.Mods[0].Text == ".cp") &&
             I.Opcode.Text != "ldmatrix" &&
             (W.Text == ".b8x16" || W.Text == ".b6x16_p32" || W.Text == ".b4x16_p64"))
      What = "a tcgen05.cp or ldmatrix data format";
    else if (I.Opcode.Text != "multimem" && (W.Text == ".acc::f32" || W.Text == ".acc::f16"))
      What = "a multimem accumulator precision";
    else if (!Testp && isTestpOp(W.Text) &&
             // two are "Multiple testp operation modifiers specified"
             // (helper-91 round, modifier probes)
             llvm::count_if(I.Mods, [](const Word &M) { return isTestpOp(M.Text); }) == 1)
      What = "a testp operation";
    else if (LayoutIgnored && (W.Text == ".row" || W.Text == ".col"))
      What = "a matrix layout, which this instruction does not take";
    else if (W.Text == ".pred" && ignoresPredType(I, &W - I.Mods.data()))
      What = "a .pred type on an arithmetic or reduction instruction";
    // The opaque types .texref/.samplerref/.surfref go where .pred goes
    // (helper-91 round, modifier probes; test/sema/isa/pred-modifier-ignored.ptx).
    else if ((W.Text == ".texref" || W.Text == ".samplerref" || W.Text == ".surfref") &&
             ignoresPredType(I, &W - I.Mods.data()))
      What = "an opaque type on an arithmetic or reduction instruction";
    // A scope (.cta, .cluster, .gpu, .sys) on the cp.async.bulk copies
    // (not .tensor, .prefetch, the group instructions or cp.reduce), after
    // `.bulk`: ptxas 13.0
    // ignores one ("Multiple scope modifiers specified" for two; helper-91
    // round, modifier probes; test/sema/isa/cp-async-bulk-scope-ignored.ptx).
    else if (I.Opcode.Text == "cp" && isScopeWord(W.Text) && I.Mods.size() > 2 &&
             I.Mods[0].Text == ".async" && I.Mods[1].Text == ".bulk" &&
             &W - I.Mods.data() > 1 &&
             llvm::none_of(I.Mods,
                           [&](const Word &M) {
                             return M.Text == ".tensor" || M.Text == ".prefetch" ||
                                    M.Text == ".commit_group" || M.Text == ".wait_group" ||
                                    (&M != &W && isScopeWord(M.Text));
                           }))
      What = "a scope, which the bulk copies do not take";
    else if (ignoresVectorSize(I, &W - I.Mods.data()))
      What = "a vector size, which matrix instructions take only as the length of "
             "every {...} operand";
    // ptxas 13.0 also ignores `.uni` on tex and tld4, `.any` on plain bar
    // (sync, arrive, red) and `.all` on plain bar.sync; bar.cta, bar.warp,
    // barrier and bar.red/bar.arrive with `.all` report "Illegal modifier"
    // (helper-90 round, modifier probes of every corpus instruction form;
    // test/sema/isa/ignored-uni-any-all.ptx).
    // mma and movmatrix: one of the types added with PTX ISA 7.0 (.bf16,
    // .bf16x2, .tf32, .s4, .u4, .b1) written once more, on an instruction
    // whose types are none of them, after its types (`mma...f32.f16.f16.f32.bf16`,
    // `movmatrix...b16.tf32`; before them ptxas takes it as the A type:
    // "Argument vector size mismatch"); with a second such type ("Unexpected
    // instruction types") or any other extra type it is an error (helper-90
    // round, modifier probes; test/sema/isa/mma-extra-type-ignored.ptx).
    else if (ignoresLateMmaType(I, &W - I.Mods.data())) {
      What = "a second type slot that this instruction's types leave unused";
      // Ignored, .bf16/.bf16x2/.tf32 still need PTX ISA 7.0 and sm_80 (ptxas
      // 13.0 "Feature '.bf16' requires .target sm_80 or higher"; helper-94
      // round, modifier probes; test/sema/isa/mma-late-type-sub-byte.ptx).
      IsaReq Late{7, 0, 80, nullptr};
      if ((W.Text == ".bf16" || W.Text == ".bf16x2" || W.Text == ".tf32") && !meets(Late))
        reportReq(Late, (I.Opcode.Text + W.Text).str(), W.Range);
    }
    else if (W.Text == ".uni" && (I.Opcode.Text == "tex" || I.Opcode.Text == "tld4") &&
             // (not before tex's name words: `tex.uni.grad` is "Unknown
             // modifier '.grad'")
             llvm::none_of(llvm::ArrayRef<Word>(I.Mods).drop_front(&W - I.Mods.data()),
                           [](const Word &M) {
                             return M.Text == ".grad" || M.Text == ".level" ||
                                    M.Text == ".base";
                           }))
      What = "a uniformity hint, which texture instructions do not take";
    else if ((W.Text == ".any" || W.Text == ".all") && I.Opcode.Text == "bar" &&
             llvm::none_of(I.Mods, [](const Word &M) {
               return M.Text == ".cta" || M.Text == ".warp";
             }) &&
             llvm::none_of(llvm::ArrayRef<Word>(I.Mods).drop_front(&W - I.Mods.data()),
                           [&](const Word &M) {
                             // .arrive/.red name the instruction: `bar.any.arrive`
                             // is "Unknown modifier '.arrive'"; .all goes with
                             // bar.sync only.
                             return M.Text == ".red" || M.Text == ".arrive";
                           }) &&
             (W.Text == ".any" || llvm::none_of(I.Mods, [](const Word &M) {
                return M.Text == ".red" || M.Text == ".arrive";
              })))
      What = "a vote mode, which bar does not take";
    // Before a name word of the instruction (a positional item of one of
    // its forms: `mul.finite.wide`, `cvta.rank.to`, `wmma.load.b8x16.a`,
    // `tcgen05.b8x16.ld`) an ignored modifier breaks the name for ptxas
    // ("Unknown modifier '.wide'", "Unexpected instruction types"): keep
    // it, and the form check refuses it (helper-91 round, modifier probes;
    // test/sema/ignored-modifier-name-words.ptx).
    if (What && precedesNameWord(I, &W - I.Mods.data()))
      What = nullptr;
    if (What) {
      Diags.report(DiagId::IgnoredModifier, W.Range) << W.Text << I.Opcode.Text << What;
      Dropped = true;
      continue;
    }
    Kept.push_back(W);
  }
  unsigned Errors = Diags.errorCount();
  if (Dropped) {
    InstrStmt Copy = I;
    Copy.Mods = Kept;
    checkForms(Copy, Lookup);
  } else {
    checkForms(I, Lookup);
  }
  // tex and tld4's optional destination predicate `{d...}|p`: PTX ISA 7.1,
  // sm_60 (9.0 9.7.10.3-4, PTX ISA Notes; ptxas 13.0 "Feature 'Texture
  // instruction with optional predicate result' requires PTX ISA .version
  // 7.1 or later"; ptxas-diff.py lower-version, seed 34004;
  // test/sema/isa/texture-predicate-result-version.ptx). Checked here, on
  // the operands: the forms' requirements are cached per modifier set.
  if (Diags.errorCount() == Errors && (I.Opcode.Text == "tex" || I.Opcode.Text == "tld4") &&
      !I.Operands.empty() && I.Operands[0] && I.Operands[0]->K == Expr::PredPair) {
    IsaReq PredResult{7, 1, 60, nullptr};
    if (!meets(PredResult))
      reportReq(PredResult, "a texture instruction with a predicate result",
                I.Operands[0]->Range);
  }
  if (Diags.errorCount() == Errors)
    checkDuplicateModifiers(I);
}

/// A modifier written twice: ptxas 13.0 reports "Duplicate .ftz modifier",
/// "Multiple rounding modifiers specified", "Multiple comparisons set" ...
/// for every modifier but the few it lets repeat (.sat, .satfinite, .relu,
/// .approx, .sync, .uni, .cc). Types and matrix layouts
/// repeat legitimately (cvt.f32.f32, mma .row.row .f16.f16).
/// Matrix instructions on which ptxas 13.0 parses up to two .row/.col
/// layouts and ignores them (wgmma.mma_async, ldmatrix, stmatrix,
/// movmatrix, tcgen05.ld/.st/.cp), where every other instruction reports
/// "Illegal modifier '.alayout or .blayout'" (probes after ptxas-diff.py
/// seed 29006; test/sema/isa/matrix-layout-ignored.ptx).
bool InstrChecker::ignoresLayouts(const InstrStmt &I) {
  llvm::StringRef Op = I.Opcode.Text;
  llvm::StringRef First = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  return Op == "ldmatrix" || Op == "stmatrix" || Op == "movmatrix" ||
         (Op == "wgmma" && First == ".mma_async") ||
         (Op == "tcgen05" && (First == ".ld" || First == ".st" || First == ".cp"));
}

/// `.pred` written as an extra modifier: ptxas 13.0 ignores it, anywhere
/// among the modifiers and on every target, on the arithmetic instructions
/// (add, sub, float mul, min, max, neg, abs, fma, sqrt, rsqrt, rcp, ex2,
/// lg2, sin, cos, tanh), on cvt, set and setp, and on the instructions that
/// carry a reduction or arithmetic operation (atom, red, multimem,
/// cp.reduce.async.bulk without .tensor, after its name words;
/// wgmma.mma_async, wmma.mma). Everywhere else it is a second instruction
/// type, "Unexpected instruction types": the integer-only and bit
/// instructions, mul.lo/.hi/.wide, mad, div, rem, copysign, testp, mov,
/// ld/st, selp, the synchronisation and async-copy instructions, mma,
/// red.async, cp.reduce.async.bulk.tensor (probes of every distinct
/// instruction of the corpus with `.pred` appended and prepended, helper-90
/// round; test/sema/isa/pred-modifier-ignored.ptx). \p Index is the position
/// of the `.pred` among the modifiers.
bool InstrChecker::ignoresPredType(const InstrStmt &I, size_t Index) {
  llvm::StringRef Op = I.Opcode.Text;
  auto Has = [&](llvm::StringRef M) {
    return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == M; });
  };
  llvm::StringRef First = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  if (llvm::StringSwitch<bool>(Op)
          .Cases("add", "sub", "min", "max", "neg", "abs", "fma", true)
          .Cases("sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin", "cos", "tanh", true)
          .Cases("cvt", "set", "setp", "atom", "multimem", true)
          .Default(false))
    return true;
  if (Op == "mul")
    return !Has(".lo") && !Has(".hi") && !Has(".wide");
  if (Op == "red")
    return First != ".async";
  if (Op == "wgmma")
    return Has(".mma_async");
  if (Op == "wmma")
    return Has(".mma");
  if (Op == "cp")
    return Index >= 3 && First == ".reduce" && I.Mods.size() > 2 && I.Mods[1].Text == ".async" &&
           I.Mods[2].Text == ".bulk" && !Has(".tensor");
  return false;
}

/// `.v2`/`.v4`/`.v8` written as an extra modifier of a matrix instruction
/// (wmma after its name words, wgmma.mma_async, mma): ptxas 13.0 parses it
/// as the vector size of the instruction's operands and ignores it when
/// every `{...}` operand has that many elements ("Argument vector size
/// mismatch" otherwise) and that many elements of the instruction's first
/// type fit in 128 bits ("Vector type too large, exceeds 128 bit limit":
/// `wmma.mma...f32.f32.v8`); two of them are "Multiple vector modifiers
/// specified" (helper-91 round, modifier probes of every corpus instruction
/// form; test/sema/isa/matrix-vector-size-ignored.ptx).
bool InstrChecker::ignoresVectorSize(const InstrStmt &I, size_t Index) {
  auto VecN = [](llvm::StringRef M) {
    return llvm::StringSwitch<unsigned>(M).Case(".v2", 2).Case(".v4", 4).Case(".v8", 8).Default(0);
  };
  unsigned N = VecN(I.Mods[Index].Text);
  if (!N)
    return false;
  llvm::StringRef Op = I.Opcode.Text;
  if (Op == "wmma") {
    // After the name words: .load.a/.b/.c, .store.d, .mma.
    size_t Name = 0;
    if (I.Mods.size() > 1 && (I.Mods[0].Text == ".load" || I.Mods[0].Text == ".store"))
      Name = 1;
    else if (I.Mods.empty() || I.Mods[0].Text != ".mma")
      return false;
    if (Index <= Name)
      return false;
  } else if (Op == "wgmma") {
    if (I.Mods.empty() || I.Mods[0].Text != ".mma_async" || Index == 0)
      return false;
  } else if (Op != "mma") {
    return false;
  }
  unsigned Vecs = 0, Bits = 0;
  for (const Word &W : I.Mods) {
    if (&W - I.Mods.data() != ptrdiff_t(Index) && VecN(W.Text))
      return false;
    if (!Bits)
      Bits = ptxTypeBits(W.Text);
  }
  if (!Bits || N * Bits > 128)
    return false;
  for (const Expr *E : I.Operands) {
    if (!E || E->K != Expr::Vector)
      continue;
    if (E->Sub.size() != N)
      return false;
    ++Vecs;
  }
  return Vecs > 0;
}

void InstrChecker::checkDuplicateModifiers(const InstrStmt &I) {
  // Layouts repeat (.row.row), but mma and wmma.mma take two and
  // wmma.load/.store one: ptxas 13.0 "Parsing error near '.col': too many
  // layout specifiers" for `mma...row.col.col` (ptxas-diff.py tok-duplicate,
  // seed 9919).
  if (I.Opcode.Text == "mma" || I.Opcode.Text == "wmma" || ignoresLayouts(I)) {
    bool Two = I.Opcode.Text == "mma" || ignoresLayouts(I) ||
               llvm::any_of(I.Mods, [](const Word &W) { return W.Text == ".mma"; });
    unsigned Layouts = 0;
    for (const Word &W : I.Mods)
      if ((W.Text == ".row" || W.Text == ".col") && ++Layouts > (Two ? 2u : 1u)) {
        Diags.report(DiagId::InvalidModifier, W.Range)
            << ("too many layout specifiers: '" + I.Opcode.Text +
                (Two ? "' takes two (.row/.col for A, then B)" : "' takes one (.row or .col)"))
                   .str();
        return;
      }
  }
  for (size_t A = 1; A < I.Mods.size(); ++A) {
    llvm::StringRef M = I.Mods[A].Text;
    // Most modifiers are written once: look for an earlier copy first.
    bool Repeated = false;
    for (size_t B = 0; B < A && !Repeated; ++B)
      Repeated = I.Mods[B].Text == M;
    if (!Repeated)
      continue;
    // A type: .b1, .s4, .e2m1, .ue8m0, .bf16x2 ... (a letter group, then a digit).
    bool TypeLike = isTypeWord(M);
    // Texture geometries (`suld.b.a2d.a2d`: "Multiple texture modifiers
    // specified") and tensormap.replace's .b1024 ("Multiple .b1024
    // modifiers specified") look like types but are written once (helper-90
    // round, modifier probes; test/sema/duplicate-modifiers.ptx).
    bool Once = llvm::StringSwitch<bool>(M)
                    .Cases(".1d", ".2d", ".3d", ".a1d", ".a2d", ".2dms", ".a2dms", true)
                    .Case(".b1024", true)
                    // prmt's modes ("Multiple permute modifiers specified";
                    // helper-91 round, modifier probes)
                    .Cases(".f4e", ".b4e", ".rc8", ".rc16", true)
                    // ldmatrix and tcgen05.cp data formats ("Unexpected
                    // number of 'format conversion' modifiers specified";
                    // helper-94 round, first-position modifier probes)
                    .Cases(".b8x16", ".b6x16_p32", ".b4x16_p64", true)
                    .Default(false);
    if ((!Once && (TypeLike || ptxTypeBits(M))) ||
        llvm::StringSwitch<bool>(M)
                              .Cases(".row", ".col", true)
                              .Cases(".sat", ".approx", ".sync", ".uni", ".cc", ".relu", true)
                              // cvt, mma, wgmma (probes after ptxas-diff.py seed 29006)
                              .Case(".satfinite", true)
                              // bfind (helper-91 round, modifier probes)
                              .Case(".shiftamt", true)
                              .Default(false))
      continue;
    Diags.report(DiagId::InvalidModifier, I.Mods[A].Range)
        << ("'" + M + "' is written twice in '" + I.Opcode.Text + "'").str();
    return;
  }
}

void InstrChecker::checkForms(const InstrStmt &I, SymbolLookup Lookup) {
  Cur = &I;
  auto Forms = Table.formsFor(I.Opcode.Text);
  if (Forms.empty()) {
    Diags.report(DiagId::UnknownInstruction, I.Opcode.Range) << I.Opcode.Text;
    return;
  }
  // Pass 1: modifiers. Pass 2: operands of the forms whose modifiers fit.
  const IsaForm *Accepted = nullptr, *FirstAccepted = nullptr;
  llvm::SmallVector<const IsaForm *, 2> ValueMiss;
  OperandProblem Best;
  const IsaForm *BestForm = nullptr;
  bool AnyModMatch = false;
  uint32_t Packed = 0; // the operands the accepted form took as packs
  uint32_t ImmLedAt = 0; // and as {...} led by an immediate (ImmLedOps)
  uint32_t ScalarImmAt = 0; // and scalars as {...} led by an immediate
  uint32_t ImplicitVecAt = 0; // and as implicit .v2/.v4 vectors
  for (const ModFit &Fit : modFits(Forms, I)) {
    const IsaForm *F = Fit.F;
    const Match &M = Fit.M;
    AnyModMatch = true;
    OperandProblem P;
    if (checkOperands(*F, I, M, Lookup, P)) {
      Packed = PackedOps;
      ImmLedAt = ImmLedOps;
      ScalarImmAt = ScalarImmOps;
      ImplicitVecAt = ImplicitVecOps;
      if (!FirstAccepted)
        FirstAccepted = F;
      // Prefer a form whose requirements the module meets.
      if (Fit.ReqOk < 0)
        Fit.ReqOk = checkRequirements(*F, I, /*Report=*/false);
      if (Fit.ReqOk) {
        // A form whose immediates are out of its range gives way to a later
        // one that takes them (tensormap.replace .swizzle_mode 4 only on
        // sm_103a); when none does, its range is the error.
        if (!checkValues(*F, I, /*Report=*/false)) {
          ValueMiss.push_back(F);
          continue;
        }
        Accepted = F;
        break;
      }
      continue;
    }
    // Keep the problem of the form that got furthest; count problems rank
    // below kind/type problems (the operand list was plausible).
    auto Rank = [](const OperandProblem &Q) {
      return Q.W == Why::Count ? 0 : Q.Index * 4 + (Q.W == Why::Kind ? 1 : 2) + 4;
    };
    if (!BestForm || Rank(P) > Rank(Best)) {
      Best = P;
      BestForm = F;
    }
  }
  if (Accepted) {
    checkValues(*Accepted, I);
    // A scalar special register as an element of a {...} vector (see
    // checkOne): accepted as ptxas 13.0 does, with a warning.
    for (const Expr *Op : I.Operands) {
      if (Op && Op->K == Expr::PredPair && !Op->Sub.empty())
        Op = Op->Sub[0];
      if (!Op || Op->K != Expr::Vector)
        continue;
      bool Dest = !I.Operands.empty() && (I.Operands[0] == Op ||
                                          (I.Operands[0]->K == Expr::PredPair &&
                                           !I.Operands[0]->Sub.empty() &&
                                           I.Operands[0]->Sub[0] == Op));
      for (const Expr *El : Op->Sub)
        if (El && El->K == Expr::Symbol && Lookup(*El).K == SymbolInfo::SReg &&
            !Lookup(*El).VecLen)
          Diags.report(DiagId::PtxasDivergence, El->Range)
              << ("'" + El->Name + "' is a special register; ptxas 13.0 accepts one as an "
                  "element of a {...} vector" +
                  (Dest ? std::string(", even a destination's, but special registers are "
                                      "read-only (PTX ISA 10)")
                        : std::string(", though not as a scalar operand; vector elements are "
                                      "registers (PTX ISA 5.4.2): copy it with mov")))
                     .str();
    }
    // A special register as the base of an address (sregAddressTaken):
    // accepted as ptxas 13.0 does, with a warning.
    for (const Expr *Op : I.Operands) {
      if (!Op || Op->K != Expr::Address || Op->Sub.size() != 1)
        continue;
      unsigned char FirstOp = 0;
      bool ConstRest = true;
      const Expr *B = additiveBase(*Op->Sub[0], FirstOp, ConstRest);
      if (!B)
        B = Op->Sub[0];
      if (B->K != Expr::Symbol || Lookup(*B).K != SymbolInfo::SReg)
        continue;
      if (I.Opcode.Text == "ld" || I.Opcode.Text == "ldu")
        Diags.report(DiagId::PtxasDivergence, B->Range)
            << ("'" + B->Name + "' is a special register used as an address; ptxas 13.0 "
                "assembles this load only while no instruction of the same straight-line "
                "code reads the loaded value (it crashes where one does), but an address is "
                "a register, a variable or an immediate (PTX ISA 6.4.1): copy it with mov")
                   .str();
      else
        Diags.report(DiagId::PtxasDivergence, B->Range)
            << ("'" + B->Name + "' is a special register used as an address; ptxas 13.0 "
                "accepts one here and uses its value, but an address is a register, a "
                "variable or an immediate (PTX ISA 6.4.1): copy it with mov")
                   .str();
    }
    // A {...} of several elements for a one-element operand (`scalarvec`
    // sections): ptxas 13.0 uses the first element and drops the others
    // (docs/ptxas-differences.md; test/sema/isa/surface-scalar-wide-vector.ptx).
    {
      auto SecOps = Table.operands(*Accepted);
      for (size_t N = 0; N < I.Operands.size() && N < SecOps.size(); ++N)
        if (const Expr *Op = I.Operands[N]) {
          if (N < 32 && (Packed >> N & 1))
            // A `packedvec` pack (checkPacked). ptxas 13.0 does not store
            // the pack: its code uses the first element's register, widened
            // (st.async .b64 {%r1, %r2} stores %r1 and an unwritten register
            // for the high half; of four 16-bit registers, no store at all;
            // helper-126 round, cubin bytes).
            Diags.report(DiagId::PtxasDivergence, Op->Range)
                << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) +
                    "' is a scalar, written as a {...} of " + std::to_string(Op->Sub.size()) +
                    " elements that together have its width: ptxas 13.0 accepts it, but its "
                    "code does not use the pack (it uses the first register, widened, or "
                    "drops the instruction); pack the value into one register with mov "
                    "first");
          else if (N < 32 && (ScalarImmAt >> N & 1))
            Diags.report(DiagId::PtxasDivergence, Op->Range)
                << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) +
                    "' is a scalar, written as a {...} of " + std::to_string(Op->Sub.size()) +
                    " elements led by an immediate: ptxas 13.0 accepts it (checking neither "
                    "the immediate's range nor, in some operands, the registers' sizes); the "
                    "manual takes one register here (write one register or the immediate)");
          else if (Op->K == Expr::Vector && SecOps[N].VecLen == 0 && !(SecOps[N].Kinds & OK_Vector))
            Diags.report(DiagId::PtxasDivergence, Op->Range)
                << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) +
                    "' is a scalar, written as a vector of " + std::to_string(Op->Sub.size()) +
                    (Op->Sub.size() == 1 ? " element" : " elements") +
                    ": ptxas 13.0 uses only its first element (write one register)");
          else if (Op->K == Expr::Vector && Op->Sub.size() > 1 && SecOps[N].VecLen == 1)
            Diags.report(DiagId::PtxasDivergence, Op->Range)
                << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) +
                    "' is a vector of " + std::to_string(Op->Sub.size()) +
                    " elements, but the instruction has no .v" +
                    std::to_string(Op->Sub.size()) +
                    " modifier: ptxas 13.0 uses only its first element (write .v" +
                    std::to_string(Op->Sub.size()) + " or one register)");
        }
    }
    // A {...} led by an immediate with registers of another size than its
    // elements (see checkOne's ImmLed): ptxas 13.0 converts them.
    for (size_t N = 0; N < I.Operands.size() && N < 32; ++N)
      if ((ImmLedAt >> N & 1) && I.Operands[N])
        Diags.report(DiagId::PtxasDivergence, I.Operands[N]->Range)
            << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) +
                "' is a {...} whose first element is an immediate and whose registers are "
                "not all of the element's size: ptxas 13.0 then checks no element's size and "
                "converts each register to the element type (truncating or zero-extending "
                "it); the elements of a vector are of its type (PTX ISA 5.4.2), so convert "
                "them with cvt first");
    // st.async's value as an implicit .v2/.v4 (see checkOne).
    for (size_t N = 0; N < I.Operands.size() && N < 32; ++N)
      if ((ImplicitVecAt >> N & 1) && I.Operands[N]) {
        size_t Len = I.Operands[N]->Sub.size();
        bool Wide = false;
        for (const Word &W : I.Mods)
          Wide |= ptxTypeBits(W.Text) == 64;
        std::string V = ".v" + std::to_string(Len);
        Diags.report(DiagId::PtxasDivergence, I.Operands[N]->Range)
            << ("operand " + std::to_string(N + 1) + " of '" + mnemonic(I) + "' is a {...} of " +
                std::to_string(Len) + " elements, but the instruction has no " + V +
                " modifier: " +
                (Wide && Len == 4
                     ? std::string("ptxas 13.0 accepts it (.v4 of a 64-bit type is \"Vector "
                                   "type too large\") but its code has no store at all")
                     : "ptxas 13.0 stores it as " + V + " (write " + V + ")"));
      }
    // A sink in a .b32 pack's source (OperandShapes.cpp refuses the
    // others): ptxas 13.0 packs a 0 there (the cubin of `mov.b32 %r,
    // {%rs1, _}` is that of `{%rs1, 0}`; helper-134 round).
    if (I.Opcode.Text == "mov" && I.Operands.size() > 1 && I.Operands[1] &&
        I.Operands[1]->K == Expr::Vector)
      for (const Expr *El : I.Operands[1]->Sub)
        if (El->K == Expr::Sink) {
          Diags.report(DiagId::PtxasDivergence, El->Range)
              << ("'_' in the source of '" + mnemonic(I) +
                  "': ptxas 13.0 packs a 0 there, but the manual takes '_' in destinations "
                  "only; write 0");
          break;
        }
    // Texture and surface coordinates likewise (OperandShapes.cpp).
    {
      llvm::StringRef Op = I.Opcode.Text;
      if (Op == "tex" || Op == "tld4" || Op == "suld" || Op == "sust" || Op == "sured")
        for (const Expr *A : I.Operands) {
          if (!A || A->K != Expr::Address || A->Sub.empty())
            continue;
          const Expr &C = *A->Sub.back();
          if (C.K != Expr::Vector || C.Sub.size() < 2 || C.Sub[0]->K == Expr::Symbol ||
              C.Sub[0]->K == Expr::Sink || !isConstExpr(*C.Sub[0]))
            continue;
          if (llvm::any_of(C.Sub, [&](const Expr *El) {
                if (El->K != Expr::Symbol)
                  return false;
                SymbolInfo S = Lookup(*El);
                return S.K == SymbolInfo::Reg && !S.VecLen && ptxTypeBits(S.Type) != 32;
              }))
            Diags.report(DiagId::PtxasDivergence, C.Range)
                << ("the coordinates of '" + mnemonic(I) +
                    "' are a {...} whose first element is an immediate and whose registers are "
                    "not all 32-bit: ptxas 13.0 then checks no coordinate's size; coordinates "
                    "are 32-bit (PTX ISA 9.7.10), so convert them with cvt first");
        }
    }
    // A function name taken as an immediate (see checkOne), not as a
    // symbol operand (mov.u64's, call's, mapa's): also `mov.f32 %f1, f`,
    // which ptxas 13.0 accepts with a warning of its own.
    auto AccOps = Table.operands(*Accepted);
    for (size_t N = 0; N < I.Operands.size() && N < AccOps.size(); ++N)
      if (const Expr *Op = I.Operands[N])
        if (Op->K == Expr::Symbol && !(AccOps[N].Kinds & OK_Symbol) &&
            Lookup(*Op).K == SymbolInfo::Func)
          Diags.report(DiagId::PtxasDivergence, Op->Range)
              << ("'" + Op->Name + "' is a function; ptxas 13.0 takes its address as an "
                  "immediate here, but a function name is an operand of call and mov only "
                  "(PTX ISA 6.4.4): take its address with mov")
                     .str();
    return;
  }
  if (!ValueMiss.empty()) {
    checkValues(*ValueMiss[0], I, /*Report=*/true, llvm::makeArrayRef(ValueMiss).drop_front());
    return;
  }
  if (FirstAccepted) {
    checkRequirements(*FirstAccepted, I, /*Report=*/true);
    return;
  }
  std::string Name = mnemonic(I);
  Match M;
  if (!AnyModMatch) {
    // Positional modifiers out of place (mul.s32.lo, bar.sync.cta).
    for (const IsaForm *F : Forms) {
      if (!F->Lead || !matchMods(*F, I, M, /*IgnoreLead=*/true))
        continue;
      if (const Word *W = misplacedLead(*F, I, M)) {
        // The name ptxas reads: the opcode and the positional tokens used.
        std::string Head = I.Opcode.Text.str(), Before = Head;
        for (unsigned K = 0; K < F->Lead; ++K)
          if (M.ItemTok[K] >= 0) {
            const Word &L = I.Mods[M.ItemTok[K]];
            if (&L == W)
              Before = Head;
            Head += L.Text;
          }
        std::string Why = M.TokItem[W - I.Mods.begin()] < 0
                              ? "'" + W->Text.str() + "' cannot be repeated"
                              : "'" + W->Text.str() + "' must come right after '" + Before + "'";
        Diags.report(DiagId::InvalidModifier, W->Range)
            << (Why + ": ptxas reads '" + Head + "' as the instruction name");
        return;
      }
    }
    // The first modifier no form of the opcode accepts, if any.
    auto KnownTo = [&](const IsaForm &F, llvm::StringRef Tok) {
      for (const IsaItem &It : Table.items(F))
        if (llvm::is_contained(Table.alts(It), Tok))
          return true;
      return false;
    };
    const Word *Bad = nullptr;
    for (const Word &W : I.Mods)
      if (llvm::none_of(Forms, [&](const IsaForm *F) { return KnownTo(*F, W.Text); })) {
        Bad = &W;
        break;
      }
    if (Bad) {
      Diags.report(DiagId::InvalidModifier, Bad->Range)
          << ("'" + Bad->Text + "' is not a modifier of '" + I.Opcode.Text + "'").str();
    } else {
      Diags.report(DiagId::InvalidModifier, mnemonicRange(I))
          << ("no form of '" + I.Opcode.Text + "' takes the modifiers of '" + Name + "'").str();
    }
    // Show a few forms, so the user sees what is legal: those that know the
    // most of the written modifiers first (wmma.store's forms for a bad
    // wmma.store, not wmma.load's), in table order otherwise.
    llvm::SmallVector<std::pair<unsigned, const IsaForm *>, 16> Ranked;
    for (const IsaForm *F : Forms) {
      unsigned Known = 0;
      for (const Word &W : I.Mods)
        Known += KnownTo(*F, W.Text);
      Ranked.push_back({Known, F});
    }
    std::stable_sort(Ranked.begin(), Ranked.end(),
                     [](const auto &A, const auto &B) { return A.first > B.first; });
    unsigned Shown = 0;
    for (const auto &[Known, F] : Ranked) {
      (void)Known;
      if (Shown++ == 3)
        break;
      Diags.report(DiagId::NoteGeneric, I.Opcode.Range)
          << ("valid form: " + llvm::StringRef(F->Text)).str();
    }
    return;
  }
  DiagId Id = Best.W == Why::Count  ? DiagId::OperandCount
              : Best.W == Why::Kind ? DiagId::OperandKind
                                    : DiagId::OperandType;
  if (Best.W == Why::Count) {
    Diags.report(Id, Best.At) << ("'" + Name + "' " + Best.Text);
  } else {
    auto Ops = Table.operands(*BestForm);
    llvm::StringRef OpName = Best.Index < Ops.size() ? Ops[Best.Index].Name : "";
    Diags.report(Id, Best.At) << ("operand " + std::to_string(Best.Index + 1) + " ('" +
                                  OpName.str() + "') of '" + Name + "' " + Best.Text);
  }
  Diags.report(DiagId::NoteGeneric, I.Opcode.Range)
      << ("form: " + llvm::StringRef(BestForm->Text)).str();
}
