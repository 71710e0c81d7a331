//===- Directives.cpp - function directives and pragmas (PTX ISA 11) ------===//
//
// Performance-tuning and cluster directives on .entry/.func headers (value
// counts and ranges, conflicting pairs, as ptxas 13.0 enforces them),
// .pragma strings (PTX ISA 12), and the PTX ISA version and target every
// directive requires, read from the directive rows of the ISA table
// (sema/isa/directives.isa).
//
//===----------------------------------------------------------------------===//
#include "lexer/Token.h"
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "sema/Target.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <functional>

#include <optional>
#include <vector>

using namespace ptx;

namespace {

struct DirectiveShape {
  unsigned MinValues, MaxValues;
  bool EntryOnly, FuncOnly;
};

/// Operand shape of each header directive; nullopt for unknown names.
std::optional<DirectiveShape> shapeOf(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<DirectiveShape>>(Name)
      .Cases(".maxntid", ".reqntid", ".reqnctapercluster", DirectiveShape{1, 3, false, false})
      .Cases(".maxnreg", ".minnctapersm", ".maxnctapersm", DirectiveShape{1, 1, false, false})
      .Case(".maxclusterrank", DirectiveShape{1, 1, false, false})
      .Cases(".explicitcluster", ".blocksareclusters", DirectiveShape{0, 0, true, false})
      .Case(".noreturn", DirectiveShape{0, 0, false, true})
      // Device functions only (PTX ISA 9.0 11.4.8-9; ptxas: "Parsing error
      // near '.abi_preserve'" on an .entry).
      .Cases(".abi_preserve", ".abi_preserve_control", DirectiveShape{1, 1, false, true})
      .Default(std::nullopt);
}

/// Bytes and alignment of one declarator of \p V (PTX ISA 5.4): element
/// type times vector length times array dimensions. False when unknown (an
/// unsized array, a non-literal dimension, no type).
bool declSize(const VarDecl &V, const Declarator &D, uint64_t &Size, uint64_t &Align) {
  uint64_t Elem = 0, Vec = 1;
  Align = 0;
  for (const DeclSpec &S : V.Specs) {
    // `.param .u64 .ptr .global .align 16 p`: what follows .ptr describes
    // the pointee, not the parameter (PTX ISA 5.1.6.4).
    if (S.K == DeclSpec::Plain && S.W.Text == ".ptr")
      break;
    if (S.K == DeclSpec::Align)
      Align = S.Value;
    else if (S.K == DeclSpec::Plain) {
      llvm::StringRef T = S.W.Text;
      if (T == ".v2" || T == ".v4" || T == ".v8")
        Vec = T.back() - '0';
      else if (unsigned Bits = ptxTypeBits(T))
        Elem = Bits == 1 ? 1 : Bits / 8;
    }
  }
  if (!Elem)
    return false;
  Size = Elem * Vec;
  for (const Expr *Dim : D.Dims) {
    if (!Dim || Dim->K != Expr::IntLit)
      return false;
    Size *= Dim->IntValue;
  }
  if (!Align)
    Align = Elem * Vec;
  return true;
}

llvm::StringRef spaceOf(const VarDecl &V) {
  for (const DeclSpec &S : V.Specs)
    if (S.K == DeclSpec::StateSpace)
      return S.W.Text;
  return {};
}

/// ptxas 13.0: "Entry function 'k' uses too much parameter space (0x1104
/// bytes, 0x1100 max)": 4352 bytes before PTX ISA 8.1, 32764 from 8.1 (PTX
/// ISA 9.0 5.1.6.1 Kernel Function Parameters). Parameters are laid out in
/// order, each at its alignment.
///
/// ptxas lays them out in 32-bit arithmetic: a parameter list whose size
/// wraps past 2^32 into the limit assembles (`.param .u32 a, .param .b8
/// b[4294967295]` is 3 bytes for ptxas, "0xffffffff bytes" for b alone;
/// ptxas-diff.py int-literal, seed 29012): a warning there, as for the
/// static .shared sum.
void checkParamSpace(const Function &F, const ModuleInfo &Info, DiagnosticEngine &Diags) {
  uint64_t Offset = 0;
  uint32_t Offset32 = 0;
  bool Overflow = false, BigExtent = false;
  for (const VarDecl *V : F.Params)
    for (const Declarator &D : V->Decls) {
      uint64_t Size, Align;
      if (!declSize(*V, D, Size, Align))
        return;
      // An extent from 2^32 to 2^63 - 1 is ptxas's "Constant overflow";
      // from 2^63 it keeps the low 32 bits, and 0 there is "cannot be an
      // incomplete array": no wrap for those.
      for (const Expr *Dim : D.Dims)
        if (Dim && Dim->K == Expr::IntLit && Dim->IntValue >> 32 &&
            (!(Dim->IntValue >> 63) || static_cast<uint32_t>(Dim->IntValue) == 0))
          BigExtent = true;
      uint64_t Start = (Offset + Align - 1) / Align * Align;
      Overflow |= Start < Offset || Start + Size < Start;
      Offset = Start + Size;
      uint32_t A32 = static_cast<uint32_t>(Align);
      Offset32 = (A32 ? (Offset32 + A32 - 1) & ~(A32 - 1) : Offset32) +
                 static_cast<uint32_t>(Size);
    }
  bool New = !Info.HasVersion || !(Info.Version < PtxVersion{8, 1});
  uint64_t Max = New ? 32764 : 4352;
  if (Offset <= Max && !Overflow)
    return;
  if (Offset32 <= Max && !BigExtent) {
    Diags.report(DiagId::PtxasDivergence, F.Name.Range)
        << ("the parameter list of entry '" + F.Name.Text + "' is " +
            (Overflow ? std::string("over 2^64") : std::to_string(Offset)) +
            " bytes, " + std::to_string(Offset32) + " modulo 2^32; ptxas 13.0 lays parameters "
            "out in 32 bits and accepts it, but no launch can pass it")
               .str();
    return;
  }
  Diags.report(DiagId::ValueOutOfRange, F.Name.Range)
      << ("the parameter list of entry '" + F.Name.Text + "'").str()
      << ("at most " + llvm::Twine(Max) + " bytes" +
          (New ? " (from PTX ISA 8.1)" : " before PTX ISA 8.1 (32764 from 8.1)"))
             .str()
      << (llvm::Twine(Offset) + " bytes").str();
}

/// ptxas 13.0: "File uses too much global constant data (0x10001 bytes,
/// 0x10000 max)": the .const variables of a file, module and function scope,
/// share one 64 KiB bank, laid out in the order they appear in the file,
/// each at its alignment (ptxas counts the padding: `.b8 a[1]` then
/// `.align 16 .b8 b[65520]` is 65536 bytes); .extern declarations are not
/// counted (ptxas -c leaves them to the linker).
void checkConstSpace(const Module &M, DiagnosticEngine &Diags) {
  const uint64_t Max = 64 * 1024;
  uint64_t Total = 0;
  bool Reported = false;
  auto Add = [&](const VarDecl &V) {
    if (Reported || V.Link == Linkage::Extern || spaceOf(V) != ".const")
      return;
    for (const Declarator &D : V.Decls) {
      uint64_t Size, Align;
      if (!declSize(V, D, Size, Align))
        continue;
      uint64_t A = Align ? Align : 1;
      Total = (Total + A - 1) / A * A + Size;
      if (Total > Max) {
        Diags.report(DiagId::ValueOutOfRange, D.Name.Range)
            << llvm::StringRef("the .const data of the file (with '" + D.Name.Text.str() + "')")
            << llvm::StringRef("at most 65536 bytes (one 64 KiB constant bank)")
            << (llvm::Twine(Total) + " bytes").str();
        Reported = true;
        return;
      }
    }
  };
  auto Walk = [&](const BlockStmt &B) {
    forEachRareStmt(B, [&](const Stmt *S) {
      if (S->K == Stmt::Decl && static_cast<const DeclStmt *>(S)->D)
        Add(*static_cast<const DeclStmt *>(S)->D);
    });
  };
  for (const TopLevel *TL : M.Items) {
    if (TL->K == TopLevel::Decl && TL->Var)
      Add(*TL->Var);
    else if (TL->K == TopLevel::Func && TL->Fn && TL->Fn->Body)
      Walk(*TL->Fn->Body);
  }
}

/// The opaque type (.texref, .samplerref, .surfref) a declaration names, or
/// empty.
llvm::StringRef opaqueTypeOf(const VarDecl &V) {
  for (const DeclSpec &S : V.Specs)
    if (S.K == DeclSpec::Plain &&
        (S.W.Text == ".texref" || S.W.Text == ".samplerref" || S.W.Text == ".surfref"))
      return S.W.Text;
  return {};
}

/// PTX ISA 5.3 (texture, sampler and surface types) as ptxas 13.0 enforces
/// it: opaque variables live in .global at module scope or are kernel
/// parameters ("Texture and surface variables must be declared in .global
/// space", "Texture/surface variable must be at module or entry parameter
/// scope", "Variable 't' cannot be allocated in .param state space" for a
/// .func parameter), and a .samplerref needs texmode_independent
/// ("Instruction or declaration violates .target texmode_unified setting").
void checkOpaqueDecls(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags) {
  bool Independent = llvm::any_of(
      Info.Targets, [](const Word &W) { return W.Text == "texmode_independent"; });
  auto Report = [&](const VarDecl &V, const std::string &Why) {
    SrcRange At = V.Decls.empty() ? SrcRange() : V.Decls.front().Name.Range;
    Diags.report(DiagId::InvalidDirective, At) << Why;
  };
  auto Sampler = [&](const VarDecl &V, llvm::StringRef T) {
    if (T == ".samplerref" && !Independent)
      Report(V, ".samplerref variables need '.target ..., texmode_independent' (the module "
                "uses texmode_unified, where a .texref carries its sampler state)");
  };
  auto Walk = [&](const BlockStmt &B) {
    forEachRareStmt(B, [&](const Stmt *S) {
      if (S->K != Stmt::Decl || !static_cast<const DeclStmt *>(S)->D)
        return;
      const VarDecl &V = *static_cast<const DeclStmt *>(S)->D;
      llvm::StringRef T = opaqueTypeOf(V);
      if (!T.empty())
        Report(V, (T + " variables must be declared at module scope (in .global) or as kernel "
                       "parameters, not inside a function")
                      .str());
    });
  };
  for (const TopLevel *TL : M.Items) {
    if (TL->K == TopLevel::Decl && TL->Var) {
      llvm::StringRef T = opaqueTypeOf(*TL->Var), Space = spaceOf(*TL->Var);
      if (T.empty())
        continue;
      if (!Space.empty() && Space != ".global")
        Report(*TL->Var, (T + " variables must be declared in the .global state space, not " +
                          Space)
                             .str());
      else
        Sampler(*TL->Var, T);
      continue;
    }
    if (TL->K != TopLevel::Func || !TL->Fn)
      continue;
    const Function &F = *TL->Fn;
    for (const VarDecl *P : F.Params) {
      llvm::StringRef T = P ? opaqueTypeOf(*P) : llvm::StringRef();
      if (T.empty())
        continue;
      if (!F.IsEntry)
        Report(*P, (T + " parameters are allowed only on .entry kernels, not on .func '" +
                    F.Name.Text + "'")
                       .str());
      else
        Sampler(*P, T);
    }
    if (F.Body)
      Walk(*F.Body);
  }
}

/// A ld.local/st.local wider than a .local variable of fewer than 4 bytes
/// whose address it goes through: `.local .align 4 .b8 d;` (or `.b8 d[3]`,
/// `.b16 d`) with `mov.u64 %rd3, d; ... st.local.u32 [%rd3+4], %r2`. The
/// access goes past the variable's end, which PTX ISA 5.1.5 leaves undefined
/// rather than ill-formed, so this is a warning: ptxas 13.0 crashes
/// (segmentation fault, every target, at -O1 and above, -O0 assembles) when
/// such a variable is both stored and loaded 4 bytes or more at a time
/// through a computed address its address does not escape from (the
/// helper-126 round's seeds 38147 and 38170: nvcc's `__local_depot0[28]`
/// made a scalar; helper-130 round). One report per variable, at its first
/// such access. Registers are followed from the variable's address through
/// mov, cvta, cvt, add, sub and mad, in any order (the loop pointers nvcc
/// advances are written after their first use).
void checkSmallLocalAccess(const Function &F, DiagnosticEngine &Diags) {
  if (!F.Body)
    return;
  llvm::StringMap<uint64_t> Small; // name -> bytes (1 to 3)
  forEachRareStmt(*F.Body, [&](const Stmt *S) {
    if (S->K != Stmt::Decl)
      return;
    const VarDecl *V = static_cast<const DeclStmt *>(S)->D;
    if (!V || spaceOf(*V) != ".local")
      return;
    for (const Declarator &D : V->Decls) {
      uint64_t Size, Align;
      if (declSize(*V, D, Size, Align) && Size > 0 && Size < 4)
        Small[D.Name.Text] = Size;
    }
  });
  if (Small.empty())
    return;
  std::vector<const InstrStmt *> Instrs;
  std::function<void(const BlockStmt &)> Collect = [&](const BlockStmt &B) {
    for (const Stmt *S : B.Body) {
      if (S->K == Stmt::Block)
        Collect(*static_cast<const BlockStmt *>(S));
      else if (S->K == Stmt::Instr)
        Instrs.push_back(static_cast<const InstrStmt *>(S));
    }
  };
  Collect(*F.Body);
  // Register -> the small variable its value may point into.
  llvm::StringMap<llvm::StringRef> Into;
  auto Source = [&](const Expr *E) -> llvm::StringRef {
    std::function<llvm::StringRef(const Expr *)> Find = [&](const Expr *X) -> llvm::StringRef {
      if (!X)
        return {};
      if (X->K == Expr::Symbol) {
        if (Small.count(X->Name))
          return Small.find(X->Name)->first();
        auto It = Into.find(X->Name);
        return It == Into.end() ? llvm::StringRef() : It->second;
      }
      for (const Expr *Sub : X->Sub)
        if (llvm::StringRef R = Find(Sub); !R.empty())
          return R;
      return {};
    };
    return Find(E);
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const InstrStmt *I : Instrs) {
      llvm::StringRef Op = I->Opcode.Text;
      if (!(Op == "mov" || Op == "cvta" || Op == "cvt" || Op == "add" || Op == "sub" ||
            Op == "mad") ||
          I->Operands.size() < 2 || !I->Operands[0] || I->Operands[0]->K != Expr::Symbol ||
          Into.count(I->Operands[0]->Name))
        continue;
      for (size_t K = 1; K < I->Operands.size(); ++K)
        if (llvm::StringRef V = Source(I->Operands[K]); !V.empty()) {
          Into[I->Operands[0]->Name] = V;
          Changed = true;
          break;
        }
    }
  }
  llvm::StringSet<> Reported;
  for (const InstrStmt *I : Instrs) {
    llvm::StringRef Op = I->Opcode.Text;
    if ((Op != "ld" && Op != "st") ||
        !llvm::any_of(I->Mods, [](const Word &W) { return W.Text == ".local"; }))
      continue;
    uint64_t Bits = 0, Vec = 1;
    for (const Word &W : I->Mods) {
      if (W.Text == ".v2" || W.Text == ".v4" || W.Text == ".v8")
        Vec = W.Text.back() - '0';
      else if (unsigned B = ptxTypeBits(W.Text))
        Bits = B;
    }
    size_t At = Op == "st" ? 0 : 1; // the address operand
    const Expr *A = At < I->Operands.size() ? I->Operands[At] : nullptr;
    if (!A || A->K != Expr::Address || A->Sub.empty() || Bits < 8)
      continue;
    uint64_t Bytes = Bits / 8 * Vec;
    llvm::StringRef Var = Source(A->Sub[0]);
    if (Var.empty() || Bytes <= Small.lookup(Var) || !Reported.insert(Var).second)
      continue;
    uint64_t Have = Small.lookup(Var);
    Diags.report(DiagId::PtxasDivergence, A->Range)
        << ("this " + llvm::Twine(Bytes) + "-byte " + Op + ".local goes through an address in the .local variable '" +
            Var + "', which has " + llvm::Twine(Have) + (Have == 1 ? " byte" : " bytes") +
            ": it reaches past the variable's end (undefined behaviour), and ptxas 13.0 fails "
            "(segmentation fault) when a .local variable of fewer than 4 bytes is stored and loaded "
            "4 bytes or more at a time through a computed address")
               .str();
  }
}

/// The static .shared data an entry uses: its own .shared declarations and
/// the module-scope ones it names directly. ptxas 13.0 allows 48 KiB except
/// on arch-specific targets ("uses too much shared data (0xc001 bytes,
/// 0xc000 max)"); sizes are added without padding, so the check never
/// reports a kernel ptxas accepts, and calls are not followed.
/// \p SharedBefore: the module-scope .shared variables declared before F
/// and their sizes (built once, in checkDirectives' walk: looking them up here
/// made a module of many kernels quadratic); \p SharedBeforeTotal: their sum.
void checkSharedSpace(const Function &F, const llvm::StringMap<uint64_t> &SharedBefore,
                      uint64_t SharedBeforeTotal, const ModuleInfo &Info,
                      DiagnosticEngine &Diags) {
  Target T;
  bool HaveTarget = false;
  for (const Word &W : Info.Targets)
    if (Target::parse(W.Text, T)) {
      HaveTarget = true;
      break;
    }
  if (!HaveTarget || T.Suffix == 'a' || !F.Body)
    return;
  const uint64_t Max = 48 * 1024;
  uint64_t Local = 0;
  auto Decls = [&](const BlockStmt &B) {
    forEachRareStmt(B, [&](const Stmt *S) {
      if (S->K != Stmt::Decl)
        return;
      const VarDecl *V = static_cast<const DeclStmt *>(S)->D;
      if (!V || V->Link == Linkage::Extern || spaceOf(*V).split("::").first != ".shared")
        return;
      for (const Declarator &D : V->Decls) {
        uint64_t Size, Align;
        if (declSize(*V, D, Size, Align))
          Local += Size & 0xffffffff; // ptxas wraps sizes at 32 bits
      }
    });
  };
  Decls(*F.Body);
  // Module-scope .shared variables declared before F; walk the body for
  // their names only when they could matter (no cost for typical kernels).
  uint64_t Used = Local;
  if (Local + SharedBeforeTotal > Max && !SharedBefore.empty()) {
    llvm::StringSet<> Counted; // count each once
    std::function<void(const Expr &)> Names = [&](const Expr &E) {
      if (E.K == Expr::Symbol) {
        auto It = SharedBefore.find(E.Name);
        if (It != SharedBefore.end() && Counted.insert(E.Name).second)
          Used += It->second;
      }
      for (const Expr *Sub : E.Sub)
        if (Sub)
          Names(*Sub);
    };
    std::function<void(const BlockStmt &)> Walk = [&](const BlockStmt &B) {
      for (const Stmt *S : B.Body) {
        if (S->K == Stmt::Block)
          Walk(*static_cast<const BlockStmt *>(S));
        else if (S->K == Stmt::Instr)
          for (const Expr *E : static_cast<const InstrStmt *>(S)->Operands)
            Names(*E);
      }
    };
    Walk(*F.Body);
  }
  // ptxas sums the sizes in 32 bits and compares the sum as a signed value:
  // a total of 2^31 bytes or more modulo 2^32 passes (a[2147483648] and
  // a[4294967295] assemble; ptxas-diff.py int-literal, seed 9811).
  if (Used <= Max)
    return;
  if ((int32_t)(uint32_t)Used <= (int64_t)Max) {
    Diags.report(DiagId::PtxasDivergence, F.Name.Range)
        << ("the static .shared data of entry '" + F.Name.Text + "' is " +
            llvm::Twine((uint32_t)Used) +
            " bytes (summed in 32 bits), more than the 49152 of ." + "target " + T.str() +
            "; ptxas 13.0 accepts it, reading a sum of 2^31 or more as negative")
               .str();
    return;
  }
  Used = (uint32_t)Used;
  Diags.report(DiagId::ValueOutOfRange, F.Name.Range)
      << ("the static .shared data of entry '" + F.Name.Text + "'").str()
      << ("at most " + llvm::Twine(Max) + " bytes on ." + "target " + T.str() +
          " (only arch-specific targets allow more)")
             .str()
      << (llvm::Twine(Used) + " bytes").str();
}

void checkPragma(llvm::ArrayRef<Word> Strings, InstrChecker &Req, SrcRange At,
                 DiagnosticEngine &Diags, bool InFunction);

/// A directive value past 32 bits: ptxas 13.0 reports "Constant overflow"
/// (2^63 and up it reads as a negative 64-bit value and takes). Reports it
/// and returns true.
bool over32Bits(const FuncDirective &D, uint64_t V, DiagnosticEngine &Diags) {
  if (V <= UINT32_MAX || V > (uint64_t)INT64_MAX)
    return false;
  Diags.report(DiagId::ValueOutOfRange, D.Range)
      << (D.Name.Text + " values").str() << std::string("at most 4294967295 (32 bits)")
      << std::to_string(V);
  return true;
}

/// `.abi_preserve N` / `.abi_preserve_control N` of a .func header or a
/// .callprototype: ptxas 13.0 refuses more than 239 / 11 registers (".abi_preserve
/// 300 is invalid for sm_90"), which the manual does not bound.
void checkAbiBound(const FuncDirective &D, DiagnosticEngine &Diags) {
  uint64_t Max = D.Name.Text == ".abi_preserve" ? 239 : 11;
  if (D.Values.size() == 1 && D.Values[0] > Max && D.Values[0] <= UINT32_MAX)
    Diags.report(DiagId::ValueOutOfRange, D.Range)
        << (D.Name.Text + " value").str()
        << ("at most " + llvm::Twine(Max) + " (ptxas 13.0 refuses more)").str()
        << std::to_string(D.Values[0]);
}

/// `.maxntid` / `.reqntid` whose thread count ptxas 13.0 cannot take: it
/// reads each value as its low 32 bits, multiplies them modulo 2^32 and dies
/// with a floating-point exception (SIGFPE, exit 136) when the product lies
/// in 2^32 - 31 ... 2^32 - 1 (the count rounded up to a whole warp wraps to
/// 0), on every target from sm_75 to sm_120, even in a bare kernel
/// (helper-231 and helper-244 rounds; docs/ptxas-differences.md). PTX ISA
/// 11.4.2 sets no limit, so this is a warning. Values ptxas refuses
/// (zero, 2^32 to 2^63 - 1) are reported elsewhere and skip it.
void checkThreadCount(const FuncDirective &D, DiagnosticEngine &Diags) {
  uint32_t Count = 1;
  for (uint64_t V : D.Values) {
    if (static_cast<uint32_t>(V) == 0 || (V > UINT32_MAX && V <= (uint64_t)INT64_MAX))
      return;
    Count *= static_cast<uint32_t>(V);
  }
  if (Count < UINT32_MAX - 30)
    return;
  std::string Vals;
  for (uint64_t V : D.Values)
    Vals += (Vals.empty() ? "" : ", ") + std::to_string(V);
  Diags.report(DiagId::PtxasDivergence, D.Range)
      << (D.Name.Text + " " + Vals + " asks for " + llvm::Twine(Count) +
          " threads (as ptxas 13.0 counts them: each value's low 32 bits, multiplied modulo "
          "2^32); PTX ISA 11.4.2 sets no limit, but ptxas 13.0 crashes (floating-point "
          "exception) on a count within 31 of 2^32, and no CTA has more than 1024 threads")
             .str();
}

void checkFunction(const Function &F, InstrChecker &Req, DiagnosticEngine &Diags) {
  const FuncDirective *MaxNtid = nullptr, *ReqNtid = nullptr, *ReqCluster = nullptr,
                      *MaxRank = nullptr, *BlocksAreClusters = nullptr;
  llvm::StringSet<> AbiSeen;
  for (const FuncDirective *D : F.Directives) {
    llvm::StringRef Name = D->Name.Text;
    if (Name == ".pragma") {
      // PTX ISA 11.4.7: entry scope. ptxas 13.0 takes it in an .entry
      // header ("Parsing error near '{'" after a .func header); after a
      // .func declaration without a body it reads a module-scope pragma.
      if (!F.IsEntry && F.Body)
        Diags.report(DiagId::InvalidDirective, D->Name.Range)
            << "a .pragma in a function header applies only to .entry functions";
      else
        checkPragma(D->Strings, Req, D->Range, Diags, /*InFunction=*/false);
      continue;
    }
    auto Shape = shapeOf(Name);
    if (!Shape) {
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << ("unknown function directive '" + Name + "'").str();
      continue;
    }
    Req.requireDirective(Name, D->Name.Range);
    if (Shape->EntryOnly && !F.IsEntry)
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << (Name + " applies only to .entry functions").str();
    if (Shape->FuncOnly && F.IsEntry)
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << (Name + " applies only to .func functions").str();
    unsigned N = D->Values.size();
    if (N < Shape->MinValues || N > Shape->MaxValues) {
      std::string Want = Shape->MaxValues == 0   ? "no values"
                         : Shape->MinValues == Shape->MaxValues ? "one value"
                                                                : "one to three values";
      Diags.report(DiagId::InvalidDirective, D->Range)
          << (Name + " takes " + Want + ", found " + llvm::Twine(N)).str();
      continue;
    }
    bool ZeroOk = Name == ".abi_preserve" || Name == ".abi_preserve_control";
    // ptxas 13.0 takes a zero cluster dimension (ptxas-diff.py int-literal,
    // seed 9408); almost certainly a mistake, so warn.
    bool ZeroWarn = Name == ".reqnctapercluster" || Name == ".maxclusterrank";
    // ptxas 13.0 reads a value from 2^63 up as its low 32 bits: a zero there
    // is "Positive non-zero value expected for maxntid" (.reqntid,
    // .minnctapersm, .maxnreg alike) and a zero cluster dimension for the
    // cluster directives (probed on sm_75 to sm_120; docs/ptxas-differences.md).
    for (uint64_t V : D->Values)
      if (V > (uint64_t)INT64_MAX && static_cast<uint32_t>(V) == 0 && !ZeroOk) {
        Diags.report(ZeroWarn ? DiagId::PtxasDivergence : DiagId::InvalidDirective, D->Range)
            << (Name + " value " + llvm::Twine(V) +
                (ZeroWarn ? " is a zero cluster dimension: ptxas 13.0 reads its low 32 bits, 0, "
                            "and accepts it, but a cluster dimension must be positive"
                          : " must be positive: ptxas 13.0 reads its low 32 bits, 0 "
                            "(\"Positive non-zero value expected\")"))
                   .str();
        break;
      } else if (V == 0 && ZeroWarn) {
        Diags.report(DiagId::PtxasDivergence, D->Range)
            << (Name + " with a zero value: ptxas 13.0 accepts it, but a cluster dimension "
                       "must be positive")
                   .str();
        break;
      } else if (V == 0 && !ZeroOk) {
        Diags.report(DiagId::InvalidDirective, D->Range)
            << (Name + " values must be positive").str();
        break;
      } else if (over32Bits(*D, V, Diags)) {
        break;
      }
    // The manual calls both values architecture agnostic and gives no
    // bound; ptxas 13.0 refuses .abi_preserve_control above 11 and
    // .abi_preserve above 255 (".abi_preserve_control 12 is invalid for
    // sm_80", on every target from sm_80 to sm_121), and .abi_preserve 240
    // to 255 when it assigns the return address register ("retaddr_reg 254
    // is invalid for sm_80"), with or without calls (probed on sm_80, sm_90,
    // sm_100a, sm_120; docs/ptxas-differences.md).
    if (Name == ".abi_preserve" || Name == ".abi_preserve_control") {
      // ptxas: "Attribute '.abi_preserve' specified multiple times in
      // function".
      if (!AbiSeen.insert(Name).second)
        Diags.report(DiagId::InvalidDirective, D->Name.Range)
            << (Name + " is given more than once for '" + F.Name.Text + "'").str();
      checkAbiBound(*D, Diags);
    }
    if (Name == ".maxntid" || Name == ".reqntid")
      checkThreadCount(*D, Diags);
    if (Name == ".maxntid")
      MaxNtid = D;
    else if (Name == ".blocksareclusters")
      BlocksAreClusters = D;
    else if (Name == ".reqntid")
      ReqNtid = D;
    else if (Name == ".reqnctapercluster")
      ReqCluster = D;
    else if (Name == ".maxclusterrank")
      MaxRank = D;
  }
  // ptxas: "Conflicting directives: .maxntid and .reqntid cannot both be
  // specified"; the same for the two cluster-size directives.
  auto Conflict = [&](const FuncDirective *A, const FuncDirective *B) {
    if (!A || !B)
      return;
    const FuncDirective *Later = A->Range.Begin > B->Range.Begin ? A : B;
    const FuncDirective *Earlier = Later == A ? B : A;
    Diags.report(DiagId::ConflictingDirectives, Later->Name.Range)
        << Later->Name.Text << Earlier->Name.Text;
    Diags.report(DiagId::NoteGeneric, Earlier->Name.Range) << "the other directive is here";
  };
  Conflict(MaxNtid, ReqNtid);
  Conflict(ReqCluster, MaxRank);
  // PTX ISA 9.0 11.8.1: .blocksareclusters "needs .reqntid and
  // .reqnctapercluster directives to be specified" (ptxas 13.0: ".reqntid
  // and .reqnctapercluster directive(s) required for directive
  // '.blocksareclusters'").
  if (BlocksAreClusters && F.IsEntry && (!ReqNtid || !ReqCluster))
    Diags.report(DiagId::InvalidDirective, BlocksAreClusters->Name.Range)
        << (".blocksareclusters needs .reqntid and .reqnctapercluster on the same entry; '" +
            F.Name.Text + "' has no " +
            (!ReqNtid && !ReqCluster ? ".reqntid or .reqnctapercluster"
             : !ReqNtid              ? ".reqntid"
                                     : ".reqnctapercluster"))
               .str();
  // ptxas 13.0 takes a .reqnctapercluster whose first (x) dimension reads
  // as 0 for no .reqnctapercluster at all here (the same error; a zero y
  // or z dimension assembles): probed on sm_90, PTX ISA 9.0.
  else if (BlocksAreClusters && F.IsEntry && !ReqCluster->Values.empty() &&
           static_cast<uint32_t>(ReqCluster->Values[0]) == 0 &&
           (ReqCluster->Values[0] == 0 || ReqCluster->Values[0] > (uint64_t)INT64_MAX))
    Diags.report(DiagId::InvalidDirective, BlocksAreClusters->Name.Range)
        << (".blocksareclusters needs a .reqnctapercluster with a positive x dimension; '" +
            F.Name.Text + "' asks for " + llvm::Twine(ReqCluster->Values[0]) +
            (ReqCluster->Values[0] ? ", which ptxas 13.0 reads as 0" : ""))
               .str();
}

/// The argument of `frequency N` and `used_bytes_mask N` as ptxas 13.0
/// reads it: an optional sign, then a C integer literal (0x hex, 0 octal,
/// decimal) that ends the string (a trailing space or a second number is
/// "Invalid value"); large values saturate. \p Positive: `frequency` takes
/// no zero and no negative value.
static bool pragmaInteger(llvm::StringRef A, bool Positive) {
  bool Neg = false;
  if (!A.empty() && (A.front() == '+' || A.front() == '-')) {
    Neg = A.front() == '-';
    A = A.drop_front();
  }
  unsigned Base = 10;
  if (A.size() > 1 && A[0] == '0' && (A[1] == 'x' || A[1] == 'X')) {
    Base = 16;
    A = A.drop_front(2);
  } else if (A.size() > 1 && A[0] == '0') {
    Base = 8;
  }
  if (A.empty())
    return false;
  bool NonZero = false;
  for (char C : A) {
    unsigned D = C >= '0' && C <= '9'   ? C - '0'
                 : C >= 'a' && C <= 'f' ? C - 'a' + 10
                 : C >= 'A' && C <= 'F' ? C - 'A' + 10
                                        : 99;
    if (D >= Base)
      return false;
    NonZero |= D != 0;
  }
  return !Positive || (!Neg && NonZero);
}

/// PTX ISA 12: the pragma strings ptxas knows. \p InFunction: in a function
/// body (not at module scope).
void checkPragma(llvm::ArrayRef<Word> Strings, InstrChecker &Req, SrcRange At,
                 DiagnosticEngine &Diags, bool InFunction) {
  Req.requireDirective(".pragma", At);
  for (const Word &W : Strings) {
    llvm::StringRef Raw = W.Text.trim('"');
    llvm::StringRef S = Raw.trim();
    llvm::StringRef Head = S.substr(0, S.find_first_of(" \t"));
    if (Head != "nounroll" && Head != "used_bytes_mask" && Head != "enable_smem_spilling" &&
        Head != "frequency") {
      Diags.report(DiagId::UnknownPragma, W.Range) << S;
      continue;
    }
    // PTX ISA 12.2-12.4; ptxas 13.0: "Pragma 'frequency 4' is allowed only
    // within function scope" (nounroll is allowed at module scope too), and
    // for the two that take a number, "Argument(s) to pragma 'frequency'
    // cannot be empty" or "Invalid value 'abc' specified" (found by hand
    // probes of the PTX ISA 9.0 pragmas).
    if (!InFunction && Head != "nounroll") {
      Diags.report(DiagId::InvalidDirective, W.Range)
          << ("the \"" + Head + "\" pragma is allowed only inside a function body").str();
      continue;
    }
    if (Head == "frequency" || Head == "used_bytes_mask") {
      llvm::StringRef Arg = Raw.ltrim().drop_front(Head.size()).ltrim(" \t");
      if (Arg.empty())
        Diags.report(DiagId::InvalidDirective, W.Range)
            << ("the \"" + Head + "\" pragma needs an argument (" +
                (Head == "frequency" ? "a positive integer" : "a 32-bit mask") + ")")
                   .str();
      else if (!pragmaInteger(Arg, Head == "frequency"))
        Diags.report(DiagId::InvalidDirective, W.Range)
            << ("invalid argument '" + Arg + "' of the \"" + Head + "\" pragma; it takes " +
                (Head == "frequency" ? "one positive integer" : "one integer mask"))
                   .str();
    }
    // PTX ISA 12: each string has its own version and target requirement
    // (the `.pragma STRING` rows of sema/isa/directives.isa).
    Req.requireDirective((".pragma " + Head).str(), W.Range);
    if (Head == "enable_smem_spilling" && Req.info().HasVersion &&
        Req.info().Version < PtxVersion{9, 0} && !(Req.info().Version < PtxVersion{8, 7}))
      Diags.report(DiagId::PtxasDivergence, W.Range)
          << "the PTX ISA manual introduces the enable_smem_spilling pragma in PTX ISA 9.0; "
             "ptxas 13.0 accepts it from 8.7";
  }
}

/// PTX ISA 9.0 11.5.2: labels defined inside a section from PTX ISA 7.2
/// (ptxas 13.0: 7.0, "Feature 'Defining labels in .section' requires PTX ISA
/// .version 7.0 or later"), `label1-label2` and negative numbers from 7.5
/// (the `.section ...` rows of sema/isa/directives.isa). Found by
/// ptxas-diff.py lower-version on -lineinfo and -G builds (seed 38025).
void checkSectionVersions(const TopLevel &T, InstrChecker &Req, DiagnosticEngine &Diags) {
  const ModuleInfo &Info = Req.info();
  // Nearly every module is new enough for all three: skip the items then.
  if (Info.HasVersion && !(Info.Version < PtxVersion{7, 5}))
    return;
  for (const SectionItem &I : T.Items) {
    if (I.K == SectionItem::Label) {
      Word W = I.name();
      Req.requireDirective(".section label", W.Range);
      if (Info.HasVersion && Info.Version < PtxVersion{7, 2} &&
          !(Info.Version < PtxVersion{7, 0}))
        Diags.report(DiagId::PtxasDivergence, W.Range)
            << "the PTX ISA manual allows labels inside a .section from PTX ISA 7.2; "
               "ptxas 13.0 accepts them from 7.0";
      continue;
    }
    for (const SectionValue &V : I.values()) {
      if (V.K == SectionValue::NegInt) {
        Req.requireDirective(".section negative", V.range());
        continue;
      }
      const Expr *E = V.expr();
      if (E && E->K == Expr::Binary && E->Op == (unsigned char)TokenKind::Minus &&
          E->Sub.size() == 2 && E->Sub[0] && E->Sub[1] && E->Sub[0]->K == Expr::Symbol &&
          E->Sub[1]->K == Expr::Symbol)
        Req.requireDirective(".section label1-label2", V.range());
    }
  }
}

void walk(const BlockStmt &B, InstrChecker &Req, DiagnosticEngine &Diags) {
  forEachRareStmt(B, [&](const Stmt *S) {
    switch (S->K) {
    case Stmt::Pragma: {
      const auto *P = static_cast<const PragmaStmt *>(S);
      checkPragma(P->Strings, Req, P->Range, Diags, /*InFunction=*/true);
      break;
    }
    case Stmt::BranchTargets:
      Req.requireDirective(".branchtargets", S->Range);
      break;
    case Stmt::CallTargets:
      Req.requireDirective(".calltargets", S->Range);
      break;
    case Stmt::CallPrototype: {
      Req.requireDirective(".callprototype", S->Range);
      // PTX ISA 11.3.3: `.noreturn`, `.abi_preserve N` and
      // `.abi_preserve_control N` may follow the parameter list, each once.
      llvm::StringSet<> Seen;
      for (const FuncDirective *D : static_cast<const CallPrototypeStmt *>(S)->Directives) {
        llvm::StringRef Name = D->Name.Text;
        if (Name != ".noreturn" && Name != ".abi_preserve" && Name != ".abi_preserve_control") {
          Diags.report(DiagId::InvalidDirective, D->Name.Range)
              << ("'" + Name +
                  "' cannot follow a .callprototype (only .noreturn, .abi_preserve and "
                  ".abi_preserve_control)")
                     .str();
          continue;
        }
        Req.requireDirective(Name, D->Name.Range);
        unsigned Want = Name == ".noreturn" ? 0 : 1;
        if (D->Values.size() != Want)
          Diags.report(DiagId::InvalidDirective, D->Range)
              << (Name + " takes " + (Want ? "one value" : "no values") + ", found " +
                  llvm::Twine(D->Values.size()))
                     .str();
        if (!Seen.insert(Name).second)
          Diags.report(DiagId::InvalidDirective, D->Name.Range)
              << (Name + " is given twice").str();
        if (Want && D->Values.size() == 1 && !over32Bits(*D, D->Values[0], Diags))
          checkAbiBound(*D, Diags);
        // PTX ISA 11.4.6; ptxas: "Invalid directive '.noreturn' for function
        // 'protoype with return parameters'".
        if (Name == ".noreturn" && static_cast<const CallPrototypeStmt *>(S)->HasReturnList)
          Diags.report(DiagId::InvalidDirective, D->Name.Range)
              << "'.noreturn' cannot be specified on a prototype with return parameters";
      }
      break;
    }
    default:
      break;
    }
  });
}

} // namespace

void sema::checkDirectives(const Module &M, InstrChecker &Req, DiagnosticEngine &Diags) {
  checkConstSpace(M, Diags);
  checkOpaqueDecls(M, Req.info(), Diags);
  // The module-scope .shared variables declared so far (checkSharedSpace).
  llvm::StringMap<uint64_t> SharedBefore;
  uint64_t SharedBeforeTotal = 0;
  for (const TopLevel *T : M.Items) {
    if (T->K == TopLevel::Decl && T->Var && T->Var->Link != Linkage::Extern &&
        spaceOf(*T->Var).split("::").first == ".shared")
      for (const Declarator &D : T->Var->Decls) {
        uint64_t Size, Align;
        if (declSize(*T->Var, D, Size, Align)) {
          SharedBefore[D.Name.Text] = Size & 0xffffffff;
          SharedBeforeTotal += Size & 0xffffffff;
        }
      }
    switch (T->K) {
    case TopLevel::Func:
      checkFunction(*T->Fn, Req, Diags);
      if (T->Fn->IsEntry) {
        checkParamSpace(*T->Fn, Req.info(), Diags);
        checkSharedSpace(*T->Fn, SharedBefore, SharedBeforeTotal, Req.info(), Diags);
      }
      checkSmallLocalAccess(*T->Fn, Diags);
      if (T->Fn->Link == Linkage::Weak)
        Req.requireDirective(".weak", T->Fn->LinkWord.Range);
      if (T->Fn->Body)
        walk(*T->Fn->Body, Req, Diags);
      break;
    case TopLevel::Decl:
      if (T->Var->Link == Linkage::Weak)
        Req.requireDirective(".weak", T->Var->LinkWord.Range);
      else if (T->Var->Link == Linkage::Common)
        Req.requireDirective(".common", T->Var->LinkWord.Range);
      break;
    case TopLevel::Pragma:
      checkPragma(T->Words, Req, T->Range, Diags, /*InFunction=*/false);
      break;
    case TopLevel::Alias:
      Req.requireDirective(".alias", T->Range);
      break;
    case TopLevel::Section:
      checkSectionVersions(*T, Req, Diags);
      break;
    default:
      break;
    }
  }
}
