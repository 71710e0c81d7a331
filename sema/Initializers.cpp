//===- Initializers.cpp - variable initializers and array extents ---------===//
//
// PTX ISA 5.4.4 (Initializers) and 5.4.5 (Array declarations), with the
// rules ptxas 13.0 enforces where the manual is silent:
//  - only .global and .const variables take initializers, never external
//    ones, never .f16/.f16x2/.pred ones;
//  - the brace nesting matches the array dimensions, then the vector: an
//    array level takes at most its extent (an unsized first dimension takes
//    a non-empty list), a vector exactly its length, a scalar no braces;
//  - an element is an integer constant expression (integer and .bN
//    variables), a floating-point one (float and .bN variables; both kinds
//    may not be mixed), or an address: `sym`, `generic(sym)`, either plus an
//    integer constant expression (.u32/.u64 only), or `MASK(...)` of one
//    (.u8/.u32/.u64; MASK one byte at a byte boundary). `sym` is a .global
//    or .const variable or a function declared before the initializer;
//  - no constant division by zero;
//  - a non-external array needs every extent, or an initializer for an
//    unsized first one.
//
//===----------------------------------------------------------------------===//
#include "lexer/Token.h"
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "lib/support/Parallel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <climits>
#include <iterator>
#include <cmath>
#include <cstring>
#include <optional>

using namespace ptx;

namespace {

/// What a declaration declares, from its specifiers.
struct DeclShape {
  llvm::StringRef Space; ///< ".global", ... (empty: none written)
  llvm::StringRef Type;  ///< ".u32", ... (empty: an opaque or unknown type)
  unsigned VecLen = 0;   ///< 0: not a vector
  bool Opaque = false;   ///< .texref/.samplerref/.surfref
};

DeclShape shapeOf(const VarDecl &V) {
  DeclShape S;
  for (const DeclSpec &Sp : V.Specs) {
    if (Sp.K == DeclSpec::StateSpace) {
      S.Space = Sp.W.Text;
    } else if (Sp.K == DeclSpec::Plain) {
      llvm::StringRef T = Sp.W.Text;
      if (T == ".v2" || T == ".v4" || T == ".v8")
        S.VecLen = T.back() - '0';
      else if (T == ".texref" || T == ".samplerref" || T == ".surfref")
        S.Opaque = true;
      else if (T.size() > 1 && llvm::StringRef("usbfp").contains(T[1]))
        S.Type = T;
    }
  }
  return S;
}

bool isIntType(llvm::StringRef T) { return T.startswith(".u") || T.startswith(".s"); }
// ptxas 13.0 initializes .b128 from integers and floats too (`.global .b128
// g = -1;`, `= 1.5`; ptxas-diff.py, seed 9601).
bool isBitType(llvm::StringRef T) {
  return T == ".b8" || T == ".b16" || T == ".b32" || T == ".b64" || T == ".b128";
}
bool isFloatType(llvm::StringRef T) { return T == ".f32" || T == ".f64"; }

/// The kind of value an initializer element computes.
enum class ValKind { Int, Float, Address, Mask, Bad };

class InitChecker {
public:
  InitChecker(DiagnosticEngine &Diags, const ModuleInfo &Info) : Diags(Diags), Info(Info) {}

  /// Names usable as addresses: module-scope .global/.const variables and
  /// functions declared so far (and, inside a function, its own).
  // By the names' source text (hash_value, not StringMap's djbHash of long
  // mangled names; nothing iterates them).
  llvm::DenseMap<llvm::StringRef, llvm::StringRef> Addressable; ///< name -> space or "function"
  llvm::DenseMap<llvm::StringRef, llvm::StringRef> LocalAddressable; ///< of the function walked
  bool InFunction = false;

  void declaration(const VarDecl &V) {
    DeclShape S = shapeOf(V);
    for (const Declarator &D : V.Decls) {
      if (D.Init)
        initializer(V, S, D);
      else if (V.Link != Linkage::Extern && !S.Opaque)
        extents(S, D);
      // Usable as an address in the initializers that follow (a function's
      // own variables only inside it).
      if (S.Space == ".global" || S.Space == ".const")
        (InFunction ? LocalAddressable : Addressable)[D.Name.Text] = S.Space;
    }
  }

private:
  DiagnosticEngine &Diags;
  const ModuleInfo &Info;
  const Declarator *Cur = nullptr;
  DeclShape Shape;
  bool Reported = false;

  void bad(SrcRange At, const std::string &Msg) {
    if (Reported)
      return; // one problem per declarator
    Reported = true;
    Diags.report(DiagId::InvalidInitializer, At) << Msg;
  }

  std::string name() const { return ("'" + Cur->Name.Text + "'").str(); }

  void extents(const DeclShape &S, const Declarator &D) {
    // Prototype parameters never come here (only the last .func parameter
    // may be unsized); a .param variable in a body needs every extent.
    if (!D.HasDims || S.Space == ".reg")
      return;
    for (const Expr *Dim : D.Dims)
      if (!Dim || (Dim->K == Expr::IntLit && Dim->IntValue == 0)) {
        Diags.report(DiagId::IncompleteArray, Dim ? Dim->Range : D.Name.Range)
            << D.Name.Text << (Dim ? "a zero extent" : "no extent");
        return;
      }
  }

  void initializer(const VarDecl &V, const DeclShape &S, const Declarator &D) {
    Cur = &D;
    Shape = S;
    Reported = false;
    // A literal the lexer or parser already rejected would only cascade.
    for (const char *P : EarlierErrors)
      if (P >= D.Init->Range.Begin && P < D.Init->Range.End)
        return;
    if (S.Opaque)
      return; // { filter_mode = nearest, ... }: checked with the opaque types
    if (V.Link == Linkage::Extern)
      return bad(D.Init->Range, "external variable " + name() +
                                    " cannot have an initializer (it is defined "
                                    "elsewhere)");
    if (!S.Space.empty() && S.Space != ".global" && S.Space != ".const")
      return bad(D.Init->Range, "only .global and .const variables take initializers; " + name() +
                                    " is in " + S.Space.str());
    if (S.Type == ".f16" || S.Type == ".f16x2" || S.Type == ".pred")
      return bad(D.Init->Range,
                 "a " + S.Type.str() + " variable cannot have an initializer (PTX ISA 5.4.4)");
    level(D.Init, 0);
  }

  /// Checks \p E against array dimension \p Dim (== Dims.size(): an element).
  void level(const Expr *E, unsigned Dim) {
    if (Reported || !E)
      return;
    unsigned NumDims = Cur->HasDims ? Cur->Dims.size() : 0;
    if (Dim < NumDims) {
      if (E->K != Expr::Vector)
        return bad(E->Range, "initializer of " + name() +
                                 " needs a '{...}' list for array "
                                 "dimension " +
                                 std::to_string(Dim + 1) + " here");
      const Expr *Extent = Cur->Dims[Dim];
      // ptxas treats a zero first extent like an omitted one: the
      // initializer sizes the array (`.b8 s[0] = {1, 2}` is s[2]).
      if (Dim == 0 && Extent && Extent->K == Expr::IntLit && Extent->IntValue == 0)
        Extent = nullptr;
      if (Extent && Extent->K == Expr::IntLit && E->Sub.size() > Extent->IntValue)
        return bad(E->Sub[Extent->IntValue]->Range,
                   "too many elements in the initializer of " + name() + ": dimension " +
                       std::to_string(Dim + 1) + " has " + std::to_string(Extent->IntValue) +
                       ", the list has " + std::to_string(E->Sub.size()));
      if (!Extent && E->Sub.empty())
        return bad(E->Range,
                   "the initializer of " + name() + " gives no elements for its unsized dimension");
      // An integer literal element of an integer or bit-typed variable
      // passes every check (nvcc's string constants: hundreds of them).
      bool IntElems = Dim + 1 == NumDims && !Shape.VecLen &&
                      (Shape.Type.empty() || isIntType(Shape.Type) || isBitType(Shape.Type));
      for (const Expr *Sub : E->Sub)
        if (!(IntElems && Sub && Sub->K == Expr::IntLit))
          level(Sub, Dim + 1);
      return;
    }
    if (Shape.VecLen) {
      if (E->K != Expr::Vector)
        return bad(E->Range, "each element of " + name() + " is a .v" +
                                 std::to_string(Shape.VecLen) +
                                 " vector and needs a '{...}' "
                                 "list of " +
                                 std::to_string(Shape.VecLen) + " values");
      if (E->Sub.size() != Shape.VecLen)
        return bad(E->Range, "a .v" + std::to_string(Shape.VecLen) + " initializer of " + name() +
                                 " needs exactly " + std::to_string(Shape.VecLen) +
                                 " values, found " + std::to_string(E->Sub.size()));
      for (const Expr *Sub : E->Sub)
        scalar(Sub);
      return;
    }
    scalar(E);
  }

  void scalar(const Expr *E) {
    if (Reported || !E)
      return;
    if (E->K == Expr::Vector)
      return bad(E->Range, "initializer of " + name() +
                               " has more '{...}' nesting than its declaration has array "
                               "dimensions" +
                               (Shape.VecLen ? " and vector levels" : ""));
    ValKind K = kindOf(E);
    if (Reported || K == ValKind::Bad || Shape.Type.empty())
      return;
    llvm::StringRef T = Shape.Type;
    auto Mismatch = [&](llvm::StringRef What) {
      bad(E->Range, (What + " cannot initialize " + name() + " of type " + T).str());
    };
    switch (K) {
    case ValKind::Int:
      if (!isIntType(T) && !isBitType(T))
        Mismatch("an integer value");
      break;
    case ValKind::Float:
      if (!isFloatType(T) && !isBitType(T))
        Mismatch("a floating-point value");
      break;
    case ValKind::Address:
      if (T != ".u32" && T != ".u64")
        Mismatch("an address (only .u32 and .u64 variables hold one)");
      break;
    case ValKind::Mask:
      if (T != ".u8" && T != ".u32" && T != ".u64")
        Mismatch("a mask() of an address (only .u8, .u32 and .u64 variables hold one)");
      break;
    case ValKind::Bad:
      break;
    }
  }

  /// Classifies an element expression, reporting malformed ones.
  ValKind kindOf(const Expr *E) {
    switch (E->K) {
    case Expr::IntLit:
      return ValKind::Int;
    case Expr::FloatLit:
    case Expr::HexFloat:
      return ValKind::Float;
    case Expr::Symbol:
      return symbol(E);
    case Expr::Cast:
      return integerOnly(E->Sub[0], E) ? ValKind::Int : ValKind::Bad;
    case Expr::Paren: {
      ValKind K = kindOf(E->Sub[0]);
      if (K == ValKind::Address || K == ValKind::Mask)
        return bad(E->Range, "an address expression cannot be parenthesized in an initializer"),
               ValKind::Bad;
      return K;
    }
    case Expr::Unary: {
      ValKind K = kindOf(E->Sub[0]);
      if (K == ValKind::Int || K == ValKind::Bad)
        return K;
      if (K == ValKind::Float &&
          (E->Op == (unsigned char)TokenKind::Minus || E->Op == (unsigned char)TokenKind::Plus))
        return K;
      return bad(E->Range, "operator '" + tokenText(E->Op) + "' cannot apply to " +
                               (K == ValKind::Float ? "a floating-point value" : "an address") +
                               " in an initializer"),
             ValKind::Bad;
    }
    case Expr::Binary: {
      ValKind A = kindOf(E->Sub[0]);
      ValKind B = kindOf(E->Sub[1]);
      if (A == ValKind::Bad || B == ValKind::Bad)
        return ValKind::Bad;
      // ptxas reads `sym + EXPR`: `sym+8-4` is `(sym+8)-4` here.
      bool Chained = E->Op == (unsigned char)TokenKind::Minus &&
                     E->Sub[0]->K == Expr::Binary &&
                     E->Sub[0]->Op == (unsigned char)TokenKind::Plus;
      if (A == ValKind::Address && (E->Op == (unsigned char)TokenKind::Plus || Chained)) {
        if (B == ValKind::Int)
          return ValKind::Address;
        if (B == ValKind::Float)
          return bad(E->Sub[1]->Range, "integer constant expression expected as the offset of "
                                       "an address"),
                 ValKind::Bad;
      }
      if (A == ValKind::Address || B == ValKind::Address || A == ValKind::Mask ||
          B == ValKind::Mask)
        return bad(E->Range, "an address in an initializer can only be followed by '+ "
                             "offset' (sym + N, generic(sym) + N)"),
               ValKind::Bad;
      if (A != B)
        return bad(E->Range, "constant expression mixes integer and floating-point values"),
               ValKind::Bad;
      // PTX ISA 8.5 4.5.6, Table 6: comparisons give an .s64 also for two
      // .f64 operands (`(1.5 < 2.5) + 1`); `+ - * /` keep the type; the
      // other binary operators take integers only.
      switch ((TokenKind)E->Op) {
      case TokenKind::Less: case TokenKind::Greater: case TokenKind::LessEq:
      case TokenKind::GreaterEq: case TokenKind::EqEq: case TokenKind::NotEq:
        return ValKind::Int;
      case TokenKind::Plus: case TokenKind::Minus: case TokenKind::Star: case TokenKind::Slash:
        break;
      default:
        if (A == ValKind::Float)
          return bad(E->Range, "operator '" + tokenText(E->Op) +
                                   "' takes integer operands only (PTX ISA 4.5.6)"),
                 ValKind::Bad;
      }
      divisionByZero(E, A);
      return A;
    }
    case Expr::Ternary: {
      ValKind C = kindOf(E->Sub[0]), A = kindOf(E->Sub[1]), B = kindOf(E->Sub[2]);
      if (C == ValKind::Bad || A == ValKind::Bad || B == ValKind::Bad)
        return ValKind::Bad;
      if (C != ValKind::Int || A != B || A == ValKind::Address || A == ValKind::Mask)
        return bad(E->Range, "?: in an initializer needs an integer condition and two values "
                             "of the same kind"),
               ValKind::Bad;
      return A;
    }
    case Expr::FnCall:
      return call(E);
    default:
      return bad(E->Range, "this expression cannot appear in an initializer"), ValKind::Bad;
    }
  }

  bool integerOnly(const Expr *E, const Expr *At) {
    ValKind K = kindOf(E);
    if (K == ValKind::Int)
      return true;
    if (K != ValKind::Bad)
      bad(At->Range, "integer constant expression expected");
    return false;
  }

  ValKind symbol(const Expr *E) {
    if (Addressable.count(E->Name) || (InFunction && LocalAddressable.count(E->Name)))
      return ValKind::Address;
    if (E->Name == Cur->Name.Text)
      return bad(E->Range, "the initializer of " + name() + " cannot use its own address"),
             ValKind::Bad;
    // Undeclared names are reported by the symbol pass; other spaces here.
    if (auto Sp = OtherSpaces.find(E->Name); Sp != OtherSpaces.end())
      return bad(E->Range, ("only .global and .const variables (and functions) can appear "
                            "in an initializer; '" +
                            E->Name + "' is in " + Sp->second)
                               .str()),
             ValKind::Bad;
    return ValKind::Bad;
  }

  ValKind call(const Expr *E) {
    if (E->Name == "generic") {
      const Expr *S = E->Sub.empty() ? nullptr : E->Sub[0];
      if (!S || S->K != Expr::Symbol)
        return bad(E->Range, "generic() takes the name of a .global or .const variable"),
               ValKind::Bad;
      return symbol(S) == ValKind::Address ? ValKind::Address : ValKind::Bad;
    }
    // mask(): one byte at a byte boundary of an address or an integer.
    uint64_t Mask = E->IntValue;
    bool Ok = false;
    for (unsigned Byte = 0; Byte < 8; ++Byte)
      Ok |= Mask == (uint64_t(0xFF) << (8 * Byte));
    if (!Ok)
      return bad(E->Range, "invalid mask value in an initializer: expected 0xFF, 0xFF00, ..., "
                           "0xFF00000000000000 (one byte at a byte boundary)"),
             ValKind::Bad;
    ValKind K = E->Sub.empty() ? ValKind::Bad : kindOf(E->Sub[0]);
    if (K == ValKind::Float)
      return bad(E->Range, "mask() takes an address or an integer constant expression"),
             ValKind::Bad;
    if (K != ValKind::Bad)
      maskVersion(E, K == ValKind::Int);
    return K == ValKind::Bad ? K : ValKind::Mask;
  }

  /// mask() came with PTX ISA 7.1, of an integer constant expression with
  /// 7.3 (PTX ISA 5.4.4 and the 7.3 release notes); ptxas 13.0 accepts the
  /// integer form from 7.2 ("Integer immediate in mask operator requires PTX
  /// ISA .version 7.2"), so 7.2 gets a warning, not an error
  /// (docs/ptxas-differences.md; ptxas-diff.py init-element-form, seed 9832).
  void maskVersion(const Expr *E, bool OfInteger) {
    if (!Info.HasVersion)
      return;
    std::string Ver = Info.versionText();
    if (Info.Version < PtxVersion{7, 1})
      Diags.report(DiagId::PtxVersionRequired, E->Range)
          << "mask() in an initializer" << "PTX ISA 7.1" << Ver;
    else if (OfInteger && Info.Version < PtxVersion{7, 2})
      Diags.report(DiagId::PtxVersionRequired, E->Range)
          << "mask() of an integer constant expression" << "PTX ISA 7.2 (7.3 in the spec)" << Ver;
    else if (OfInteger && Info.Version < PtxVersion{7, 3})
      Diags.report(DiagId::PtxasDivergence, E->Range)
          << ("mask() of an integer constant expression requires PTX ISA 7.3 (the module "
              "declares " + Ver + "); ptxas 13.0 accepts it from 7.2");
  }

  void divisionByZero(const Expr *E, ValKind K) {
    auto Op = static_cast<TokenKind>(E->Op);
    if (Op != TokenKind::Slash && Op != TokenKind::Percent)
      return;
    bool Zero = false;
    if (K == ValKind::Int) {
      std::optional<int64_t> V = evalInt(E->Sub[1]);
      Zero = V && *V == 0;
    } else if (K == ValKind::Float) {
      std::optional<double> V = evalFloat(E->Sub[1]);
      Zero = V && *V == 0;
    }
    if (Zero)
      bad(E->Range, "constant expression divides by zero");
  }

  static std::optional<int64_t> evalInt(const Expr *E) {
    switch (E->K) {
    case Expr::IntLit:
      return static_cast<int64_t>(E->IntValue);
    case Expr::Paren:
    case Expr::Cast:
      return evalInt(E->Sub[0]);
    case Expr::Unary: {
      auto V = evalInt(E->Sub[0]);
      if (!V)
        return std::nullopt;
      switch (static_cast<TokenKind>(E->Op)) {
      case TokenKind::Minus:
        return static_cast<int64_t>(0 - static_cast<uint64_t>(*V));
      case TokenKind::Plus:
        return *V;
      case TokenKind::Tilde:
        return ~*V;
      case TokenKind::Bang:
        return *V == 0;
      default:
        return std::nullopt;
      }
    }
    case Expr::Binary: {
      auto A = evalInt(E->Sub[0]), B = evalInt(E->Sub[1]);
      if (!A || !B)
        return std::nullopt;
      uint64_t X = *A, Y = *B;
      switch (static_cast<TokenKind>(E->Op)) {
      case TokenKind::Plus:
        return static_cast<int64_t>(X + Y);
      case TokenKind::Minus:
        return static_cast<int64_t>(X - Y);
      case TokenKind::Star:
        return static_cast<int64_t>(X * Y);
      case TokenKind::Amp:
        return static_cast<int64_t>(X & Y);
      case TokenKind::Pipe:
        return static_cast<int64_t>(X | Y);
      case TokenKind::Caret:
        return static_cast<int64_t>(X ^ Y);
      case TokenKind::Shl:
        return Y < 64 ? std::optional<int64_t>(X << Y) : std::nullopt;
      default:
        return std::nullopt; // enough to find a zero divisor
      }
    }
    default:
      return std::nullopt;
    }
  }

  static std::optional<double> evalFloat(const Expr *E) {
    switch (E->K) {
    case Expr::FloatLit:
      return E->FloatValue;
    case Expr::HexFloat:
      if (E->IsDouble) {
        double D;
        uint64_t Bits = E->IntValue;
        std::memcpy(&D, &Bits, sizeof D);
        return D;
      } else {
        float F;
        uint32_t Bits = static_cast<uint32_t>(E->IntValue);
        std::memcpy(&F, &Bits, sizeof F);
        return F;
      }
    case Expr::Paren:
      return evalFloat(E->Sub[0]);
    case Expr::Unary:
      if (auto V = evalFloat(E->Sub[0]); V && E->Op == (unsigned char)TokenKind::Minus)
        return -*V;
      return std::nullopt;
    default:
      return std::nullopt;
    }
  }

  static std::string tokenText(unsigned char Op) {
    return tokenDescription(static_cast<TokenKind>(Op)).trim("'").str();
  }

public:
  /// Where errors were reported before this pass.
  std::vector<const char *> EarlierErrors;
  /// Variables of other state spaces, for a precise message.
  llvm::StringMap<std::string> OtherSpaces;
};

/// `.section` data (DWARF): integers fit their item type as ptxas 13.0
/// checks it (.b8 -128..255, .b16 -32768..65535, .b32 from -2^31), and
/// addresses (labels, variables, functions, sections) need .b32 or .b64.
/// The width of a `.b8`/`.b16`/`.b32`/`.b64` word, else 0 (compared by
/// bytes: a -G build has one such item per DWARF byte).
static inline unsigned dataBits(llvm::StringRef Ty) {
  const char *C = Ty.data();
  if (Ty.size() == 3)
    return C[0] == '.' && C[1] == 'b' && C[2] == '8' ? 8 : 0;
  if (Ty.size() != 4 || C[0] != '.' || C[1] != 'b')
    return 0;
  return C[2] == '1' && C[3] == '6' ? 16 : C[2] == '3' && C[3] == '2' ? 32
                                       : C[2] == '6' && C[3] == '4' ? 64 : 0;
}

/// Whether ptxas reads \p W as a keyword (sema/PtxasKeywords.def).
bool isPtxasKeyword(llvm::StringRef W) {
  static constexpr const char *Keywords[] = {
#define PTXAS_KEYWORD(Spelling) Spelling,
#include "PtxasKeywords.def"
  };
  return std::binary_search(std::begin(Keywords), std::end(Keywords), W,
                            [](llvm::StringRef A, llvm::StringRef B) { return A < B; });
}

/// The section name's check (once per section, before its items).
void checkSectionName(const TopLevel &T, DiagnosticEngine &Diags) {
  // PTX ISA 11.5.2 does not say what a section name may be; ptxas 13.0
  // refuses the dot-words it reads as keywords ("Parsing error near
  // '.b64'"; ptxas-diff.py tok-replace, seed 36002) and takes any other
  // (`.debug_info`, `.version`).
  if (isPtxasKeyword(T.Arg.Text))
    Diags.report(DiagId::InvalidDirective, T.Arg.Range)
        << ("'" + T.Arg.Text + "' is a PTX keyword for ptxas, which refuses it as a section "
            "name; name the section with another dot-word (.debug_info, .debug_abbrev, ...)")
               .str();
}

/// The byte size of a `.b8`..`.b64` item's values, as checkDebugInfoLength
/// counts them, else 0.
uint64_t dataSize(const SectionItem &I) { return dataBits(I.name().Text) / 8; }

/// A run of one section's items, checked as a unit (on a thread of its own
/// in a large module): what it reported, and for checkDebugInfoLength how
/// many bytes its data items hold and whether each has a `.bN` type.
struct SectionChunk {
  const TopLevel *T = nullptr;
  size_t Begin = 0, End = 0; ///< items [Begin, End) of T
  unsigned Worker = 0;       ///< whose recording fork holds its reports
  size_t LogBegin = 0, LogEnd = 0;
  uint64_t Bytes = 0;
  bool Sized = true;
  bool Replay = false; ///< checked on a thread: replay its reports
};

/// Checks the items [Begin, End) of section \p T (ptxas 13.0's rules,
/// below), and counts their bytes.
void checkSectionItems(SectionChunk &C, DiagnosticEngine &Diags) {
  const TopLevel &T = *C.T;
  if (C.Begin == 0)
    checkSectionName(T, Diags);
  for (const SectionItem &I : T.Items.slice(C.Begin, C.End - C.Begin)) {
    if (I.K != SectionItem::Data)
      continue;
    unsigned Bits = dataBits(I.name().Text);
    C.Bytes += Bits / 8 * I.NumValues;
    C.Sized &= Bits != 0;
    // Nearly every item: `.b8`/`.b16` integers in range, `.b32` and `.b64`
    // non-negative integers, which pass every check below.
    if (Bits) {
      uint64_t Max = Bits == 8 ? 255 : Bits == 16 ? 65535 : UINT64_MAX;
      bool Plain = true;
      for (const SectionValue &V : I.values())
        if (V.K != SectionValue::Int || V.IntValue > Max) {
          Plain = false;
          break;
        }
      if (Plain)
        continue;
    }
    Word Name = I.name();
    llvm::StringRef Ty = Name.Text;
    // ptxas: "Illegal type for dwarf data" (.u32, .f32 ...) or a parse error.
    if (Ty != ".b8" && Ty != ".b16" && Ty != ".b32" && Ty != ".b64") {
      Diags.report(DiagId::InvalidInitializer, Name.Range)
          << ("'" + Ty + "' cannot hold section data; use .b8, .b16, .b32 or .b64").str();
      continue;
    }
    int64_t Lo = Ty == ".b8" ? -128 : Ty == ".b16" ? -32768 : INT32_MIN;
    int64_t Hi = Ty == ".b8" ? 255 : Ty == ".b16" ? 65535 : INT64_MAX;
    bool Narrow = Ty == ".b8" || Ty == ".b16";
    for (const SectionValue &V : I.values()) {
      if (const Expr *E = V.expr()) {
        bool Address = E->K == Expr::Symbol || E->K == Expr::SectionRef ||
                       (E->K == Expr::Binary && !E->Sub.empty() && E->Sub[0] &&
                        (E->Sub[0]->K == Expr::Symbol || E->Sub[0]->K == Expr::SectionRef));
        // A section name is a .debug_* word, never a type: ptxas 13.0 stops
        // at `.b32 .b8` or `.b32 .u32+4` ("Parsing error near '.b8'";
        // ptxas-diff.py tok-replace, seed 9917).
        const Expr *Ref = E->K == Expr::SectionRef ? E
                          : (E->K == Expr::Binary && !E->Sub.empty() && E->Sub[0] &&
                             E->Sub[0]->K == Expr::SectionRef)
                              ? E->Sub[0]
                              : nullptr;
        if (Ref && (ptxTypeBits(Ref->Name) || Ref->Name == ".pred")) {
          Diags.report(DiagId::InvalidInitializer, Ref->Range)
              << ("'" + Ref->Name + "' is a type, not a section name; a section item holds " +
                  "integers, symbols and section names (.debug_info)")
                     .str();
          continue;
        }
        // So do the other words ptxas reads as keywords (`.b32 .rn`,
        // `.b32 .v4`), as for a section's own name.
        if (Ref && isPtxasKeyword(Ref->Name)) {
          Diags.report(DiagId::InvalidInitializer, Ref->Range)
              << ("'" + Ref->Name + "' is a PTX keyword for ptxas, not a section name; a " +
                  "section item holds integers, symbols and section names (.debug_info)")
                     .str();
          continue;
        }
        if (Address && Narrow)
          Diags.report(DiagId::InvalidInitializer, V.range())
              << ("a " + Ty + " section item cannot hold an address; use .b32 or .b64").str();
        continue;
      }
      if (Ty == ".b64")
        continue;
      bool Negative = V.K == SectionValue::NegInt;
      // .b32: any non-negative 64-bit literal passes (0xFFFFFFFFFFFFFFFF too).
      bool Ok = Negative ? V.IntValue <= uint64_t(-Lo)
                         : Hi == INT64_MAX || V.IntValue <= uint64_t(Hi);
      // ptxas 13.0 checks the low 32 bits of a non-negative literal: `.b8
      // 0x100000000` assembles (as 0), `.b8 0x100000100` is "Value out of
      // range for type .b8 256" (ptxas-diff.py int-literal, seed 9814).
      // Almost certainly a mistake: warn.
      if (!Ok && !Negative && (V.IntValue & 0xffffffffu) <= uint64_t(Hi)) {
        Diags.report(DiagId::PtxasDivergence, V.range())
            << ("a " + Ty + " section item must be in " + std::to_string(Lo) + ".." +
                std::to_string(Hi) + "; ptxas 13.0 keeps the low 32 bits of " +
                V.range().text() + " and accepts it")
                   .str();
        continue;
      }
      if (!Ok)
        Diags.report(DiagId::ValueOutOfRange, V.range())
            << ("a " + Ty + " section item").str()
            << (Hi == INT64_MAX ? "at least " + std::to_string(Lo)
                                : "in " + std::to_string(Lo) + ".." + std::to_string(Hi))
            << V.range().text().str();
    }
  }
}

/// When it compiles for debugging (`.target ..., debug`, or ptxas -g), ptxas
/// 13.0 decodes `.debug_info` if the module has a `.debug_abbrev` section,
/// and fails ("Attempted to Dereference Out of Bounds", "Attempted
/// to truncate larger than current size") when a compilation unit's length
/// (its first `.b32`, a literal in nvcc -G output) is not the number of bytes
/// that follow it. Units are checked in order while their lengths are
/// literals.
void checkDebugInfoLength(const Module &M, llvm::ArrayRef<SectionChunk> Chunks,
                          DiagnosticEngine &Diags) {
  const TopLevel *Info = nullptr;
  bool HasAbbrev = false, Debug = false;
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Target) {
      // Without the debug option ptxas never reads the DWARF (Triton emits
      // unit lengths that do not match, and ptxas accepts them).
      for (const Word &W : T->Words)
        Debug |= W.Text == "debug";
    } else if (T->K == TopLevel::Section) {
      HasAbbrev |= T->Arg.Text == ".debug_abbrev";
      if (T->Arg.Text == ".debug_info" && !Info)
        Info = T;
    }
  if (!Info || !HasAbbrev || !Debug)
    return;
  uint64_t Offset = 0, UnitStart = 0, UnitEnd = 0;
  const SectionItem *Unit = nullptr;
  auto Report = [&](const SectionItem &At, const std::string &What) {
    Diags.report(DiagId::InvalidInitializer, At.range())
        << ("the .debug_info unit length says " + llvm::Twine(UnitEnd - UnitStart - 4) +
            " bytes follow it, but " + What)
               .str();
  };
  for (const SectionChunk &C : Chunks) {
    if (C.T != Info)
      continue;
    // A run of sized items whose values all start inside the current unit
    // and end by its end changes nothing but the offset (a -G build's
    // .debug_info is one unit of 10^5 items).
    if (C.Sized && Offset < UnitEnd && C.Bytes <= UnitEnd - Offset) {
      Offset += C.Bytes;
      continue;
    }
    for (const SectionItem &I : Info->Items.slice(C.Begin, C.End - C.Begin)) {
      if (I.K != SectionItem::Data)
        continue;
      uint64_t Size = dataSize(I);
      if (!Size)
        return;
      for (const SectionValue &V : I.values()) {
        if (Offset == UnitEnd) {
          // A new unit begins with its length, a literal .b32.
          if (Size != 4 || V.K != SectionValue::Int) {
            if (Unit)
              Report(I, "more data follows the unit");
            return;
          }
          Unit = &I;
          UnitStart = Offset;
          UnitEnd = Offset + 4 + V.IntValue;
        }
        Offset += Size;
        if (Offset > UnitEnd)
          return Report(I, "this item crosses the unit's end");
      }
    }
  }
  if (Unit && Offset != UnitEnd)
    Report(*Unit, "only " + std::to_string(Offset - UnitStart - 4) + " bytes do");
}

void walkBlock(InitChecker &C, const BlockStmt &B) {
  forEachRareStmt(B, [&](const Stmt *S) {
    if (S->K == Stmt::Decl)
      C.declaration(*static_cast<const DeclStmt *>(S)->D);
  });
}

/// Whether a body declares a variable with an initializer (which reads the
/// names declared before it and the earlier errors, so it is checked in
/// the ordered walk).
bool hasLocalInitializer(const BlockStmt &B) {
  bool Any = false;
  forEachRareStmt(B, [&](const Stmt *S) {
    if (S->K == Stmt::Decl)
      for (const Declarator &D : static_cast<const DeclStmt *>(S)->D->Decls)
        Any |= D.Init != nullptr;
  });
  return Any;
}

/// A function body checked on a thread: what it reported, or that it has
/// an initializer and is left to the ordered walk.
struct BodyRun {
  const Function *Fn = nullptr;
  unsigned Worker = 0;
  size_t LogBegin = 0, LogEnd = 0;
  bool Done = false;
};

} // namespace

/// Items per section chunk: a -G build's .debug_info (10^5 items) in a
/// few dozen runs for the threads.
constexpr size_t SectionChunkItems = 4096;

void sema::checkInitializers(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags,
                             unsigned Threads) {
  InitChecker C(Diags, Info);
  for (const Diagnostic &D : Diags.diagnostics())
    if (D.Sev == Severity::Error && D.Range.isValid())
      C.EarlierErrors.push_back(D.Range.Begin);
  // Section data is checked item by item, from the item alone (no earlier
  // error matters to it): in a large module its runs go to the threads, and
  // what each reported is replayed below at its section's place.
  std::vector<SectionChunk> Chunks;
  size_t SectionItems = 0;
  for (const TopLevel *T : M.Items)
    if (T->K == TopLevel::Section) {
      size_t N = T->Items.size();
      SectionItems += N;
      for (size_t B = 0; B == 0 || B < N; B += SectionChunkItems) {
        SectionChunk Ch;
        Ch.T = T;
        Ch.Begin = B;
        Ch.End = std::min(N, B + SectionChunkItems);
        Chunks.push_back(Ch);
      }
    }
  // So are the declarations in function bodies, from the body alone when
  // none has an initializer (an array's extents; nearly every body): on a
  // thread in a large module, replayed at the function's place.
  std::vector<BodyRun> Bodies;
  std::vector<unsigned> BodyOf(M.Items.size(), ~0u);
  std::vector<std::unique_ptr<DiagnosticEngine>> Forks;
  if (Threads > 1) {
    for (size_t I = 0; I < M.Items.size(); ++I)
      if (M.Items[I]->K == TopLevel::Func && M.Items[I]->Fn && M.Items[I]->Fn->Body) {
        BodyOf[I] = unsigned(Bodies.size());
        Bodies.push_back(BodyRun{M.Items[I]->Fn});
      }
    bool BigSections = Chunks.size() > 1 && SectionItems >= 2 * SectionChunkItems;
    size_t SectionJobs = BigSections ? Chunks.size() : 0;
    size_t Jobs = SectionJobs + Bodies.size();
    if (Jobs > 1) {
      Forks.resize(std::min<size_t>(Threads, Jobs));
      for (auto &F : Forks)
        F = Diags.fork(/*Record=*/true);
      std::vector<std::unique_ptr<InitChecker>> Checkers(Forks.size());
      parallelFor(
          Jobs, unsigned(Forks.size()),
          [&](unsigned W, size_t I) {
            DiagnosticEngine &D = *Forks[W];
            if (I < SectionJobs) {
              SectionChunk &Ch = Chunks[I];
              Ch.Worker = W;
              Ch.LogBegin = D.Log.size();
              checkSectionItems(Ch, D);
              Ch.LogEnd = D.Log.size();
              return;
            }
            BodyRun &R = Bodies[I - SectionJobs];
            if (hasLocalInitializer(*R.Fn->Body))
              return;
            if (!Checkers[W])
              Checkers[W] = std::make_unique<InitChecker>(D, Info);
            InitChecker &BC = *Checkers[W];
            R.Worker = W;
            R.LogBegin = D.Log.size();
            BC.InFunction = true;
            walkBlock(BC, *R.Fn->Body);
            BC.LocalAddressable.clear();
            R.LogEnd = D.Log.size();
            R.Done = true;
          },
          "sema.initializers.items");
      for (size_t I = 0; I < SectionJobs; ++I)
        Chunks[I].Replay = true;
    }
  }
  size_t NextChunk = 0;
  for (size_t Idx = 0; Idx < M.Items.size(); ++Idx) {
    const TopLevel *T = M.Items[Idx];
    if (T->K == TopLevel::Decl && T->Var) {
      C.declaration(*T->Var);
      DeclShape S = shapeOf(*T->Var);
      if (S.Space != ".global" && S.Space != ".const" && !S.Space.empty())
        for (const Declarator &D : T->Var->Decls)
          C.OtherSpaces[D.Name.Text] = S.Space.str();
    } else if (T->K == TopLevel::Section) {
      for (; NextChunk < Chunks.size() && Chunks[NextChunk].T == T; ++NextChunk) {
        SectionChunk &Ch = Chunks[NextChunk];
        if (!Ch.Replay)
          checkSectionItems(Ch, Diags);
        else
          Diags.replay(llvm::ArrayRef<DiagnosticEngine::Report>(Forks[Ch.Worker]->Log)
                           .slice(Ch.LogBegin, Ch.LogEnd - Ch.LogBegin));
      }
    } else if (T->K == TopLevel::Func && T->Fn) {
      C.Addressable[T->Fn->Name.Text] = "function";
      if (T->Fn->Body) {
        if (BodyOf[Idx] != ~0u && Bodies[BodyOf[Idx]].Done) {
          const BodyRun &R = Bodies[BodyOf[Idx]];
          Diags.replay(llvm::ArrayRef<DiagnosticEngine::Report>(Forks[R.Worker]->Log)
                           .slice(R.LogBegin, R.LogEnd - R.LogBegin));
          continue;
        }
        // A function's own .global/.const variables are visible only in it.
        C.InFunction = true;
        walkBlock(C, *T->Fn->Body);
        C.InFunction = false;
        C.LocalAddressable.clear();
      }
    }
  }
  checkDebugInfoLength(M, Chunks, Diags);
}
