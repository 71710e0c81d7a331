//===- Declarations.cpp - what a variable declaration may say -------------===//
//
// PTX ISA 5.1 (state spaces), 5.2 (types), 5.4.1-5.4.5 (variables, vectors,
// arrays, alignment), with ptxas 13.0's rules where the manual is silent:
//  - one state space, one type and at most one vector specifier;
//  - `.align N` with N a power of two;
//  - vectors are .v2 or .v4 of a non-predicate type, at most 128 bits;
//  - the alternate formats (.bf16, .tf32, .e4m3, .bf16x2, .u16x2, ...) are
//    instruction types only: variables hold them in .bN variables;
//  - .pred variables are scalar registers;
//  - .reg variables are not arrays; .local, .reg and .param variables are
//    not declared at module scope; .tex is gone since PTX ISA 1.5;
//  - kernel parameters are in .param, and only they take `.ptr`; .b128
//    variables need PTX ISA 8.3;
//  - array extents are positive; only the last .func parameter may be an
//    unsized array, and no kernel parameter;
//  - no vector or .f16x2 variables in .param.
//
//===----------------------------------------------------------------------===//
#include "lexer/Token.h"
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"

#include <algorithm>
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace ptx;

namespace {

/// The bit-size type that holds an alternate-format value (PTX ISA 5.2.3,
/// 5.2.4), or empty when \p T is not an alternate format.
llvm::StringRef holderOf(llvm::StringRef T) {
  return llvm::StringSwitch<llvm::StringRef>(T)
      .Cases(".bf16", ".e4m3x2", ".e5m2x2", ".e2m3x2", ".e3m2x2", ".e2m1x2", ".b16")
      .Cases(".bf16x2", ".tf32", ".u16x2", ".s16x2", ".b32")
      .Cases(".e4m3", ".e5m2", ".e2m3", ".e3m2", ".e2m1", ".ue8m0", ".b8")
      .Case(".ue8m0x2", ".b16")
      .Default("");
}

bool isStateSpace(llvm::StringRef W) {
  return W == ".reg" || W == ".sreg" || W == ".const" || W == ".global" || W == ".local" ||
         W == ".param" || W == ".shared" || W == ".tex" || W.startswith(".shared::") ||
         W.startswith(".param::");
}

std::optional<int64_t> constValue(const Expr *E) {
  if (!E)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return static_cast<int64_t>(E->IntValue);
  case Expr::Paren:
    return constValue(E->Sub[0]);
  case Expr::Unary:
    if (E->Op == (unsigned char)TokenKind::Minus)
      if (auto V = constValue(E->Sub[0]))
        return static_cast<int64_t>(0 - static_cast<uint64_t>(*V));
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

enum class Where { Module, Body, EntryParam, FuncParam };

class DeclChecker {
public:
  DeclChecker(const ModuleInfo &Info, DiagnosticEngine &Diags) : Info(Info), Diags(Diags) {}

  /// The function whose parameters are checked has a body (ptxas checks a
  /// parameter's alignment limit on definitions only).
  bool FuncHasBody = false;

  void check(const VarDecl &V, Where W) {
    const DeclSpec *Space = nullptr, *Type = nullptr, *Vec = nullptr;
    bool AfterPtr = false; // `.ptr .global .align 16`: the pointee's space
    bool PtrSpace = false, PtrAlign = false, Opaque = false;
    for (const DeclSpec &S : V.Specs) {
      // Specifier order (what ptxas's grammar accepts): state space and
      // .align in any order, then the vector size, then the type, then on
      // kernel parameters `.ptr [space] [.align N]` (PTX ISA 5.4, 5.1.6.4).
      if (S.K == DeclSpec::Plain && S.W.Text == ".ptr") {
        if (W != Where::EntryParam)
          return report(S.W.Range, "the .ptr attribute is allowed only on kernel (.entry) "
                                   "parameters (PTX ISA 5.1.6.3)");
        if (AfterPtr || !Type)
          return report(S.W.Range, "'.ptr' follows the parameter's type, once: "
                                   "'.param .u64 .ptr [.space] [.align N] name'");
        AfterPtr = true;
        continue;
      }
      if (S.K == DeclSpec::Align) {
        // ptxas 13.0: "Constant overflow" from 2^32 up to INT64_MAX; above,
        // the value reads as negative: "Alignment must be a power of two".
        if (S.Value == 0 || (S.Value & (S.Value - 1)) || S.Value > (uint64_t)INT64_MAX)
          report(S.W.Range, ".align must be a power of two, found " + std::to_string(S.Value));
        else if (S.Value > UINT32_MAX)
          report(S.W.Range, ".align must fit in 32 bits, found " + std::to_string(S.Value));
        if (AfterPtr && PtrAlign)
          return report(S.W.Range, "at most one '.align' follows the parameter's type");
        if (!AfterPtr && (Type || Vec)) {
          // A kernel parameter takes `.align N` after its type without
          // `.ptr` too, as the pointee's alignment: ptxas accepts
          // `.param .u64 .align 8 p` in an .entry, and calls it an "illegal
          // placement of kernel parameter attribute" in a .func.
          if (W == Where::EntryParam && Type && !Vec) {
            AfterPtr = PtrAlign = true;
            continue;
          }
          return report(S.W.Range, W == Where::FuncParam
                                       ? "'.align' must come before the type: after it, "
                                         "'.align' is a kernel (.entry) parameter attribute"
                                       : "'.align' must come before the vector size and type");
        }
        PtrAlign |= AfterPtr;
        continue;
      }
      if (S.K != DeclSpec::StateSpace && S.K != DeclSpec::Plain)
        continue;
      llvm::StringRef T = S.W.Text;
      if (S.K == DeclSpec::StateSpace || isStateSpace(T)) {
        if (AfterPtr) {
          if (PtrSpace || PtrAlign)
            return report(S.W.Range, "after '.ptr' come at most one state space, then "
                                     "'.align N'");
          PtrSpace = true;
          continue;
        }
        if (Space)
          return report(S.W.Range, "a declaration has one state space; this one has '" +
                                       Space->W.Text.str() + "' and '" + T.str() + "'");
        if (Type || Vec)
          return report(S.W.Range, "the state space '" + T.str() +
                                       "' must come before the vector size and type");
        Space = &S;
      } else if (T.size() > 2 && T[1] == 'v' && std::isdigit(static_cast<unsigned char>(T[2]))) {
        if (Vec)
          return report(S.W.Range, "a declaration has at most one vector specifier");
        if (Type)
          return report(S.W.Range, "the vector size '" + T.str() + "' must come before the type");
        Vec = &S;
      } else if (T == ".texref" || T == ".samplerref" || T == ".surfref") {
        Opaque = true;
      } else if (ptxTypeBits(T) || !holderOf(T).empty()) {
        if (Type)
          return report(S.W.Range, "a declaration has one type; this one has '" +
                                       Type->W.Text.str() + "' and '" + T.str() + "'");
        Type = &S;
      } else {
        // ptxas 13.0: "Parsing error near '.rzi'" (ptxas-diff.py tok-replace,
        // seed 9811: `.param .u64 .rzi .align 1 p`).
        return report(S.W.Range, "'" + T.str() +
                                     "' is not a state space, vector size, type, .align or "
                                     ".ptr, which is all a declaration may say");
      }
    }
    llvm::StringRef SpaceName = Space ? Space->W.Text : llvm::StringRef();
    llvm::StringRef T = Type ? Type->W.Text : llvm::StringRef();
    // ptxas: "No variable storage specified" for `.u32 x;`.
    if (!Space && !V.Decls.empty())
      return report(V.Decls.front().Name.Range,
                    "the declaration of '" + V.Decls.front().Name.Text.str() +
                        "' has no state space (such as .reg, .param, .global or .shared)");
    // ptxas: "Parsing error near 'name'" for `.reg %x;` or `.param p`.
    // A declaration may name nothing (`.reg .b64 ;`, `.u32 ;`), but not
    // without a type (`.reg ;`).
    if (!Type && !Opaque)
      return report(V.Decls.empty() ? V.Range : V.Decls.front().Name.Range,
                    V.Decls.empty() ? std::string("a declaration has a type (such as .b32 or .u64)")
                                    : "the declaration of '" +
                                          V.Decls.front().Name.Text.str() +
                                          "' has no type (such as .b32 or .u64)");

    for (const DeclSpec &S : V.Specs)
      if (S.K == DeclSpec::Attribute)
        attribute(S, SpaceName == ".global" ? nullptr : "a .global variable");
    if (SpaceName == ".tex")
      return report(Space->W.Range, "the .tex state space is not supported since PTX ISA 1.5; "
                                    "declare a .global .texref instead");
    if (W == Where::Module &&
        (SpaceName == ".local" || SpaceName == ".reg" || SpaceName == ".param"))
      return report(Space->W.Range, SpaceName.str() + " variables cannot be declared at module "
                                                      "scope");
    if (W == Where::EntryParam && Space && SpaceName != ".param")
      return report(Space->W.Range,
                    "kernel parameters are in the .param state space, not " + SpaceName.str());
    // ptxas 13.0: "Parameter 'q' has illegal alignment (must be aligned to
    // 1, 2, 4, 8, 16, 32, 64, or 128 bytes)" for a .func parameter and a
    // .param variable in a body (a call argument) aligned above 128; a
    // kernel parameter takes any power of two, and so does a parameter of a
    // function declaration without a body or of a .callprototype
    // (ptxas-diff.py callseq-param, seed 50007: `.param .align 256 .b64
    // param0;`).
    if ((W == Where::FuncParam && FuncHasBody) || (W == Where::Body && SpaceName == ".param"))
      for (const DeclSpec &S : V.Specs)
        if (S.K == DeclSpec::Align && S.Value > 128 && !(S.Value & (S.Value - 1)) &&
            S.Value <= UINT32_MAX)
          return report(S.W.Range,
                        std::string(W == Where::FuncParam ? "a function parameter"
                                                          : "a .param variable") +
                            " can be aligned to at most 128 bytes (1, 2, 4, ..., 128), found " +
                            std::to_string(S.Value));

    if (Type) {
      if (llvm::StringRef Holder = holderOf(T); !Holder.empty())
        return report(Type->W.Range,
                      "'" + T.str() + "' is an instruction type, not a variable type; hold " +
                          T.str() + " values in a " + Holder.str() + " variable (PTX ISA 5.2.3)");
      if (T == ".pred") {
        if (Space && SpaceName != ".reg")
          return report(Type->W.Range,
                        "a .pred variable must be a register (.reg), not in " + SpaceName.str());
        if (Vec)
          return report(Vec->W.Range, "vectors of .pred are not allowed (PTX ISA 5.4.2)");
        for (const Declarator &D : V.Decls)
          if (D.HasDims)
            return report(D.Name.Range, "a .pred variable is a scalar register; '" +
                                            D.Name.Text.str() + "' cannot be an array");
      }
      // ptxas 13.0 applies the PTX ISA 8.3 requirement of .b128 to scalar
      // variables only: an array (`.shared .align 16 .b128 s[4]`, an
      // unsized `.extern` one) assembles under any version (ptxas-diff.py
      // --operators decl, seed 9601). Keep its verdict and warn
      // (docs/ptxas-differences.md).
      if (T == ".b128" && Info.HasVersion && Info.Version < PtxVersion{8, 3}) {
        std::string Ver = Info.versionText();
        bool AllArrays = !V.Decls.empty() &&
                         llvm::all_of(V.Decls, [](const Declarator &D) { return D.HasDims; });
        if (AllArrays)
          Diags.report(DiagId::PtxasDivergence, Type->W.Range)
              << ("arrays of .b128 require PTX ISA 8.3 (the module declares " + Ver +
                  "); ptxas 13.0 checks only scalar .b128 variables");
        else
          Diags.report(DiagId::PtxVersionRequired, Type->W.Range)
              << ".b128 variables" << "PTX ISA 8.3" << Ver;
      }
    }
    // ptxas 13.0: "Variable '...' cannot be allocated in .param state
    // space" for vectors and .f16x2 (pass them as .align N .b8 arrays, as
    // nvcc does); the manual is silent. Arrays of them are declared
    // (passing one is another matter: Functions.cpp).
    bool AnyScalar = llvm::any_of(V.Decls, [](const Declarator &D) { return !D.HasDims; });
    if (SpaceName == ".param" && (Vec || T == ".f16x2") && AnyScalar)
      return report(Vec ? Vec->W.Range : Type->W.Range,
                    std::string(Vec ? "vector" : ".f16x2") +
                        " variables cannot be in .param; pass the value as an .align N .b8 "
                        "array");
    if (Vec) {
      llvm::StringRef VT = Vec->W.Text;
      if (VT != ".v2" && VT != ".v4")
        return report(Vec->W.Range,
                      "variables can be .v2 or .v4 vectors, not " + VT.str() + " (PTX ISA 5.4.2)");
      unsigned Bits = ptxTypeBits(T) * (VT == ".v2" ? 2 : 4);
      if (Bits > 128)
        return report(Vec->W.Range, "a vector variable is at most 128 bits; " + VT.str() + " " +
                                        T.str() + " is " + std::to_string(Bits));
    }
    for (const Declarator &D : V.Decls) {
      // ptxas 13.0: "Constant overflow" past 32 bits.
      if (D.IsRange && D.RangeCount > UINT32_MAX)
        return report(D.Range, "the register count in '" + D.Name.Text.str() + "<" +
                                   std::to_string(D.RangeCount) +
                                   ">' does not fit in 32 bits");
      if (!D.HasDims)
        continue;
      if (SpaceName == ".reg")
        return report(D.Name.Range, "a .reg variable cannot be an array; '" + D.Name.Text.str() +
                                        "' has dimensions");
      for (const Expr *Dim : D.Dims)
        if (Dim && (Dim->K == Expr::FloatLit || Dim->K == Expr::HexFloat))
          // ptxas 13.0: "Parsing error near '1.5'".
          return report(Dim->Range, "array extent must be an integer, found '" +
                                        Dim->Range.text().str() + "'");
        else if (auto N = constValue(Dim); N && *N < 0) {
          // A literal from 2^63 up: ptxas 13.0 takes it without an
          // initializer (it sizes the variable modulo 2^32, checked in
          // Directives.cpp for .shared; ptxas-diff.py int-literal, seed
          // 9811) and fails on it with one ("Memory allocation failure").
          // Almost certainly a mistake: warn (docs/ptxas-differences.md).
          if (Dim->K == Expr::IntLit && !D.Init) {
            Diags.report(DiagId::PtxasDivergence, Dim->Range)
                << ("array extent " + std::to_string(Dim->IntValue) +
                    " is 2^63 or more; ptxas 13.0 accepts it");
            continue;
          }
          return report(Dim->Range, "array extent must be positive, found " + std::to_string(*N));
        }
      // An initialized variable of 2^32 bytes or more: ptxas 13.0 builds
      // its image in memory and fails ("Memory allocation failure", or
      // "Internal error: writing file" once the allocation succeeds). It
      // computes the size modulo 2^64: `.u64 g[2305843009213693952] = {1}`
      // is 0 bytes for it and assembles, one element less fails
      // (ptxas-diff.py int-literal, seed 38193: `.u64 g_fns[2^63 - 1] =
      // {...}`; helper-130 round). An unsized `[]` takes the initializer's
      // length.
      if (D.Init && V.Link != Linkage::Extern && Type) {
        uint64_t Bytes = std::max(1u, ptxTypeBits(T) / 8);
        if (Vec)
          Bytes *= Vec->W.Text == ".v2" ? 2 : 4;
        bool Known = true;
        for (const Expr *Dim : D.Dims) {
          if (!Dim || Dim->K != Expr::IntLit) {
            Known = false;
            break;
          }
          Bytes *= Dim->IntValue; // wraps modulo 2^64, as ptxas's size does
        }
        if (Known && Bytes > UINT32_MAX)
          return report(D.Name.Range,
                        "the initialized variable '" + D.Name.Text.str() + "' is " +
                            std::to_string(Bytes) +
                            " bytes (modulo 2^64, as ptxas computes it); ptxas 13.0 cannot "
                            "build an initialized variable of 2^32 bytes or more (\"Memory "
                            "allocation failure\")");
      }
    }
  }

  /// PTX ISA 5.4.8: `.attribute(.managed)` (PTX ISA 4.0) on .global
  /// variables, `.attribute(.unified(uuid1, uuid2))` (PTX ISA 8.0, sm_90)
  /// on .global variables and on device functions. \p NotHere
  /// names what the attribute needs when the declaration is not that
  /// (ptxas 13.0: "Illegal attribute '.managed' for symbol"; an unknown or
  /// malformed attribute is its parse error).
  void attribute(const DeclSpec &S, const char *NotHere, bool OnFunction = false) {
    for (const Expr *A : S.Args) {
      if (!A)
        continue;
      llvm::StringRef Name = A->Name;
      bool Managed = Name == ".managed" && A->K == Expr::Symbol && !OnFunction;
      bool Unified = Name == ".unified" && A->K == Expr::FnCall && A->Sub.size() == 2 &&
                     llvm::all_of(A->Sub, [](const Expr *E) {
                       return E && E->K == Expr::IntLit;
                     });
      if (!Managed && !Unified) {
        report(A->Range, (OnFunction ? "a function attribute is .unified(uuid1, uuid2)"
                                     : "a variable attribute is .managed or .unified(uuid1, "
                                       "uuid2)") +
                             std::string("; found '") + A->Range.text().str() + "'");
        continue;
      }
      if (NotHere) {
        report(A->Range, "'" + Name.str() + "' applies only to " + NotHere);
        continue;
      }
      // ptxas 13.0 wants PTX ISA 8.0 for .unified on variables too.
      PtxVersion Need = Managed ? PtxVersion{4, 0} : PtxVersion{8, 0};
      if (Info.HasVersion && Info.Version < Need)
        Diags.report(DiagId::PtxVersionRequired, A->Range)
            << (".attribute(" + Name + ")").str()
            << ("PTX ISA " + llvm::Twine(Need.Major) + "." + llvm::Twine(Need.Minor)).str()
            << Info.versionText();
      Target T;
      if (Unified && !Info.Targets.empty() && Target::parse(Info.Targets.front().Text, T) &&
          !T.hasMinSm(90))
        Diags.report(DiagId::TargetRequired, A->Range)
            << (".attribute(" + Name + ")").str() << std::string("sm_90")
            << (".target " + Info.Targets.front().Text).str();
    }
  }

private:
  const ModuleInfo &Info;
  DiagnosticEngine &Diags;

  void report(SrcRange At, const std::string &Msg) {
    Diags.report(DiagId::InvalidDeclaration, At) << Msg;
  }
};

void walkBlock(DeclChecker &C, const BlockStmt &B) {
  forEachRareStmt(B, [&](const Stmt *S) {
    if (S->K == Stmt::Decl)
      C.check(*static_cast<const DeclStmt *>(S)->D, Where::Body);
  });
}

} // namespace

/// Module-scope linkage (PTX ISA 11.2, ptxas 13.0): an .extern variable is
/// resolved only by a .visible (or .weak) definition of the same type and
/// shape; .common variables are in .global.
static void checkLinkage(const VarDecl &V, llvm::StringMap<const VarDecl *> &Externs,
                         DiagnosticEngine &Diags) {
  auto Report = [&](SrcRange At, const std::string &Msg) {
    Diags.report(DiagId::InvalidDeclaration, At) << Msg;
  };
  // Types and vector specifiers, then the extents ("[]" for an unsized one,
  // which matches any extent).
  auto Signature = [](const VarDecl &D, const Declarator &X, bool AnyFirst) {
    std::string S;
    for (const DeclSpec &Sp : D.Specs)
      if (Sp.K == DeclSpec::Plain)
        S += Sp.W.Text.str();
    for (size_t I = 0; I < X.Dims.size(); ++I) {
      const Expr *Dim = X.Dims[I];
      bool Known = Dim && Dim->K == Expr::IntLit && !(I == 0 && AnyFirst);
      S += Known ? "[" + std::to_string(Dim->IntValue) + "]" : "[]";
    }
    return S;
  };
  if (V.Link == Linkage::Common)
    for (const DeclSpec &Sp : V.Specs)
      if (Sp.K == DeclSpec::StateSpace && Sp.W.Text != ".global")
        Report(Sp.W.Range, ".common variables are in .global, not " + Sp.W.Text.str());
  for (const Declarator &D : V.Decls) {
    if (V.Link == Linkage::Extern) {
      Externs.try_emplace(D.Name.Text, &V);
      continue;
    }
    auto It = Externs.find(D.Name.Text);
    if (It == Externs.end())
      continue;
    const VarDecl &E = *It->second;
    const Declarator *ED = nullptr;
    for (const Declarator &X : E.Decls)
      if (X.Name.Text == D.Name.Text)
        ED = &X;
    if (V.Link == Linkage::None) {
      Report(D.Name.Range, "'" + D.Name.Text.str() +
                               "' was declared .extern; only a .visible or .weak definition "
                               "resolves it, not a file-local one");
      continue;
    }
    if (!ED || ED->Dims.size() != D.Dims.size()) {
      if (ED)
        Report(D.Name.Range, "the definition of '" + D.Name.Text.str() +
                                 "' has another type or shape than its .extern declaration");
      continue;
    }
    bool Unsized = !ED->Dims.empty() && !ED->Dims[0];
    if (Signature(E, *ED, Unsized) != Signature(V, D, Unsized))
      Report(D.Name.Range, "the definition of '" + D.Name.Text.str() +
                               "' has another type or shape than its .extern declaration");
  }
}

/// An unsized (or zero-sized) first extent, `.param .b8 va[]`, is for the
/// last parameter of a .func only (PTX ISA 5.1.6.4, variadic helpers;
/// ptxas 13.0: "Only the last input parameter can be an incomplete array",
/// "Parameter to entry function cannot be an incomplete array").
static void checkIncompleteParam(const Function &F, const VarDecl &V, bool Last,
                                 DiagnosticEngine &Diags) {
  for (const Declarator &D : V.Decls) {
    if (!D.HasDims || D.Dims.empty())
      continue;
    const Expr *Dim = D.Dims[0];
    bool Incomplete = !Dim || (Dim->K == Expr::IntLit && Dim->IntValue == 0);
    if (!Incomplete)
      continue;
    SrcRange At = Dim ? Dim->Range : D.Name.Range;
    if (F.IsEntry)
      Diags.report(DiagId::InvalidDeclaration, At) << ("kernel parameter '" + D.Name.Text +
                                                       "' cannot be an incomplete (unsized or "
                                                       "zero-sized) array")
                                                          .str();
    else if (!Last || &D != &V.Decls.back())
      Diags.report(DiagId::InvalidDeclaration, At)
          << ("only the last parameter of a function can be an incomplete array; '" + D.Name.Text +
              "' is not the last")
                 .str();
  }
}

void sema::checkDeclarations(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags) {
  DeclChecker C(Info, Diags);
  llvm::StringMap<const VarDecl *> Externs;
  for (const TopLevel *T : M.Items) {
    if (T->K == TopLevel::Decl && T->Var) {
      C.check(*T->Var, Where::Module);
      checkLinkage(*T->Var, Externs, Diags);
    } else if (T->K == TopLevel::Func && T->Fn) {
      const Function &F = *T->Fn;
      C.FuncHasBody = F.Body != nullptr;
      for (const VarDecl *V : F.Returns)
        if (V) {
          C.check(*V, Where::FuncParam);
          // ptxas: "Output parameter cannot be an incomplete array."
          for (const Declarator &D : V->Decls)
            if (D.HasDims && !D.Dims.empty() &&
                (!D.Dims[0] || (D.Dims[0]->K == Expr::IntLit && D.Dims[0]->IntValue == 0)))
              Diags.report(DiagId::InvalidDeclaration,
                           D.Dims[0] ? D.Dims[0]->Range : D.Name.Range)
                  << ("return parameter '" + D.Name.Text +
                      "' cannot be an incomplete (unsized or zero-sized) array")
                         .str();
        }
      for (const DeclSpec &S : F.Attrs)
        C.attribute(S, F.IsEntry ? "device functions (.func), not kernels" : nullptr,
                    /*OnFunction=*/true);
      for (size_t I = 0; I < F.Params.size(); ++I)
        if (const VarDecl *V = F.Params[I]) {
          C.check(*V, F.IsEntry ? Where::EntryParam : Where::FuncParam);
          checkIncompleteParam(F, *V, I + 1 == F.Params.size(), Diags);
        }
      if (F.Body)
        walkBlock(C, *F.Body);
    }
  }
}
