//===- Decode.cpp - PTX AST to the executor's instruction form -----------===//
//
// Module layout and function decoding: symbols, register slots, labels,
// operands and address descriptors. The per-opcode decoding lives in
// DecodeInstr.cpp; this file owns the DecodeContext both share.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"

#include "lexer/Token.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <bit>
#include <functional>
#include <optional>

using namespace ptx;
using namespace ptx::exec;

//===----------------------------------------------------------------------===//
// Types and names
//===----------------------------------------------------------------------===//

unsigned exec::tyBits(Ty T) {
  switch (T) {
  case Ty::None: return 0;
  case Ty::Pred: return 1;
  case Ty::B8: case Ty::U8: case Ty::S8: case Ty::E4M3: case Ty::E5M2: return 8;
  case Ty::B16: case Ty::U16: case Ty::S16: case Ty::F16: case Ty::BF16: return 16;
  case Ty::B32: case Ty::U32: case Ty::S32: case Ty::F32: case Ty::F16x2:
  case Ty::BF16x2: case Ty::TF32: case Ty::U16x2: case Ty::S16x2: return 32;
  case Ty::B64: case Ty::U64: case Ty::S64: case Ty::F64: return 64;
  case Ty::B128: return 128;
  case Ty::S4: case Ty::U4: case Ty::E2M1: return 4;
  case Ty::E2M3: case Ty::E3M2: return 8; // 6 bits in an 8-bit container
  case Ty::B1: return 1;
  }
  return 0;
}

Ty exec::parseTy(llvm::StringRef W) {
  return llvm::StringSwitch<Ty>(W)
      .Case(".pred", Ty::Pred)
      .Case(".b8", Ty::B8).Case(".b16", Ty::B16).Case(".b32", Ty::B32)
      .Case(".b64", Ty::B64).Case(".b128", Ty::B128)
      .Case(".u8", Ty::U8).Case(".u16", Ty::U16).Case(".u32", Ty::U32).Case(".u64", Ty::U64)
      .Case(".s8", Ty::S8).Case(".s16", Ty::S16).Case(".s32", Ty::S32).Case(".s64", Ty::S64)
      .Case(".f16", Ty::F16).Case(".f16x2", Ty::F16x2).Case(".bf16", Ty::BF16)
      .Case(".bf16x2", Ty::BF16x2).Case(".tf32", Ty::TF32).Case(".f32", Ty::F32)
      .Case(".f64", Ty::F64).Case(".u16x2", Ty::U16x2).Case(".s16x2", Ty::S16x2)
      .Case(".e4m3", Ty::E4M3).Case(".e5m2", Ty::E5M2)
      .Default(Ty::None);
}

llvm::StringRef exec::tyName(Ty T) {
  static const char *const Names[] = {
      "",      ".pred", ".b8",  ".b16",   ".b32",    ".b64",   ".b128", ".u8",
      ".u16",  ".u32",  ".u64", ".s8",    ".s16",    ".s32",   ".s64",  ".f16",
      ".f16x2", ".bf16", ".bf16x2", ".tf32", ".f32", ".f64", ".u16x2", ".s16x2",
      ".e4m3", ".e5m2", ".s4", ".u4", ".b1", ".e2m1", ".e2m3", ".e3m2"};
  return Names[unsigned(T)];
}

llvm::StringRef exec::spaceName(Space S) {
  switch (S) {
  case Space::Generic: return "generic";
  case Space::Global: return ".global";
  case Space::Shared: return ".shared";
  case Space::Local: return ".local";
  case Space::Const: return ".const";
  case Space::KParam: return ".param";
  case Space::FParam: return ".param";
  }
  return "";
}

int Program::findFunc(llvm::StringRef Name) const {
  for (size_t I = 0; I < Funcs.size(); ++I)
    if (Funcs[I].Name == Name)
      return int(I);
  return -1;
}

Space exec::parseSpace(llvm::StringRef W) {
  return llvm::StringSwitch<Space>(W)
      .Case(".global", Space::Global)
      // Clusters have one CTA in the executor, so .shared::cluster addresses
      // are the executing CTA's shared memory.
      .Cases(".shared", ".shared::cta", ".shared::cluster", Space::Shared)
      .Case(".local", Space::Local)
      .Case(".const", Space::Const)
      .Cases(".param", ".param::entry", ".param::func", Space::KParam)
      .Default(Space::Generic);
}

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

DeclShape exec::declShape(const VarDecl *V) {
  DeclShape S;
  // A kernel parameter's `.ptr [space] [.align N]` (and a bare `.align N`
  // after its type) describe the memory it points to (PTX ISA 5.1.6.4):
  // nvcc for sm_120 writes `.param .u64 .ptr .align 1 p`, and p itself stays
  // 8-byte aligned in the parameter buffer. Only an .align before the type
  // aligns the variable.
  bool PastType = false;
  for (const DeclSpec &Sp : V->Specs) {
    if (Sp.K == DeclSpec::StateSpace) {
      if (S.SpaceWord.empty())
        S.SpaceWord = Sp.W.Text;
    } else if (Sp.K == DeclSpec::Align) {
      if (!PastType)
        S.Align = unsigned(Sp.Value);
    } else if (Sp.K == DeclSpec::Plain) {
      llvm::StringRef T = Sp.W.Text;
      if (T == ".v2" || T == ".v4" || T == ".v8")
        S.VecLen = T.back() - '0';
      else if (parseTy(T) != Ty::None) {
        S.T = parseTy(T);
        PastType = true;
      } else if (T == ".ptr") {
        PastType = true;
      } else if (T == ".texref" || T == ".samplerref" || T == ".surfref") {
        // PTX ISA 8.5 5.3: opaque; the executor's handle is 64 bits.
        S.Opaque = T == ".texref" ? 1 : T == ".samplerref" ? 2 : 3;
        S.T = Ty::U64;
        PastType = true;
      }
    }
  }
  unsigned Bits = tyBits(S.T);
  S.ElemBytes = S.T == Ty::Pred ? 1 : std::max(1u, Bits / 8) * S.VecLen;
  if (!S.Align)
    S.Align = S.ElemBytes;
  return S;
}

/// Evaluates a constant integer expression (PTX ISA 4.6); false if it is
/// not one.
bool exec::evalConst(const Expr *E, int64_t &V) {
  switch (E->K) {
  case Expr::IntLit:
    V = int64_t(E->IntValue);
    return true;
  case Expr::Paren:
  case Expr::Cast:
    return evalConst(E->Sub[0], V);
  case Expr::Unary: {
    int64_t A;
    if (!evalConst(E->Sub[0], A))
      return false;
    switch (TokenKind(E->Op)) {
    case TokenKind::Minus: V = int64_t(0 - uint64_t(A)); return true;
    case TokenKind::Plus: V = A; return true;
    case TokenKind::Tilde: V = ~A; return true;
    case TokenKind::Bang: V = !A; return true;
    default: return false;
    }
  }
  case Expr::Binary: {
    int64_t A, B;
    if (!evalConst(E->Sub[0], A) || !evalConst(E->Sub[1], B))
      return false;
    uint64_t UA = uint64_t(A), UB = uint64_t(B);
    switch (TokenKind(E->Op)) {
    case TokenKind::Plus: V = int64_t(UA + UB); return true;
    case TokenKind::Minus: V = int64_t(UA - UB); return true;
    case TokenKind::Star: V = int64_t(UA * UB); return true;
    // INT64_MIN / -1 traps on the host (SIGFPE): -1 negates, wrapping.
    case TokenKind::Slash: if (!B) return false; V = B == -1 ? int64_t(0 - UA) : A / B; return true;
    case TokenKind::Percent: if (!B) return false; V = B == -1 ? 0 : A % B; return true;
    case TokenKind::Amp: V = A & B; return true;
    case TokenKind::Pipe: V = A | B; return true;
    case TokenKind::Caret: V = A ^ B; return true;
    case TokenKind::Shl: V = int64_t(UA << (UB & 63)); return true;
    case TokenKind::Shr: V = A >> (UB & 63); return true;
    case TokenKind::Less: V = A < B; return true;
    case TokenKind::Greater: V = A > B; return true;
    case TokenKind::LessEq: V = A <= B; return true;
    case TokenKind::GreaterEq: V = A >= B; return true;
    case TokenKind::EqEq: V = A == B; return true;
    case TokenKind::NotEq: V = A != B; return true;
    case TokenKind::AmpAmp: V = A && B; return true;
    case TokenKind::PipePipe: V = A || B; return true;
    default: return false;
    }
  }
  case Expr::Ternary: {
    int64_t C;
    if (!evalConst(E->Sub[0], C))
      return false;
    return evalConst(E->Sub[C ? 1 : 2], V);
  }
  default:
    return false;
  }
}

/// Converts a literal to the bits of type \p T (PTX ISA 4.5.4).
bool exec::literalBits(const Expr *E, Ty T, uint64_t &Bits) {
  bool Float = tyFloat(T);
  unsigned W = tyBits(T);
  if (T == Ty::Pred)
    W = 1;
  if (E->K == Expr::HexFloat) {
    if (T == Ty::F64 && !E->IsDouble) {
      // 0f literal in an f64 context: the single value widened exactly.
      Bits = std::bit_cast<uint64_t>(double(std::bit_cast<float>(uint32_t(E->IntValue))));
      return true;
    }
    if (T == Ty::F32 && E->IsDouble) {
      Bits = std::bit_cast<uint32_t>(float(std::bit_cast<double>(E->IntValue)));
      return true;
    }
    Bits = E->IntValue & bitsMask(W ? W : 64);
    return true;
  }
  if (E->K == Expr::FloatLit ||
      (E->K == Expr::Unary && E->Sub[0]->K == Expr::FloatLit)) {
    double D = E->K == Expr::FloatLit ? E->FloatValue : -E->Sub[0]->FloatValue;
    if (T == Ty::F64 || W == 64)
      Bits = std::bit_cast<uint64_t>(D);
    else if (T == Ty::F32 || W == 32)
      Bits = std::bit_cast<uint32_t>(float(D));
    else
      return false;
    return true;
  }
  int64_t V;
  if (!evalConst(E, V))
    return false;
  if (Float) {
    if (T == Ty::F64)
      Bits = std::bit_cast<uint64_t>(double(V));
    else if (T == Ty::F32)
      Bits = std::bit_cast<uint32_t>(float(V));
    else
      Bits = uint64_t(V) & bitsMask(W);
    return true;
  }
  Bits = uint64_t(V) & bitsMask(W ? W : 64);
  return true;
}

//===----------------------------------------------------------------------===//
// Symbols
//===----------------------------------------------------------------------===//

static bool splitIndexed(llvm::StringRef Name, llvm::StringRef &Prefix, uint64_t &Idx) {
  size_t At = Name.size();
  while (At > 0 && llvm::isDigit(Name[At - 1]))
    --At;
  if (At == Name.size() || At == 0)
    return false;
  Prefix = Name.take_front(At);
  return !Name.drop_front(At).getAsInteger(10, Idx);
}

const LocalSym *DecodeContext::lookup(llvm::StringRef Name, uint64_t &Index) const {
  Index = 0;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->Syms.find(Name);
    if (F != It->Syms.end())
      return &F->second;
    llvm::StringRef Prefix;
    uint64_t Idx;
    if (!It->Ranges.empty() && splitIndexed(Name, Prefix, Idx)) {
      auto R = It->Ranges.find(Prefix);
      if (R != It->Ranges.end() && Idx < R->second.RangeCount) {
        Index = Idx;
        return &R->second;
      }
    }
  }
  return nullptr;
}

uint32_t DecodeContext::newSlots(unsigned N) {
  uint32_t S = F->NumSlots;
  F->NumSlots += N;
  return S;
}

uint32_t DecodeContext::constSlot(uint64_t V) {
  auto It = ConstSlots.find(V);
  if (It != ConstSlots.end())
    return It->second;
  uint32_t S = newSlots(1);
  F->Consts.push_back({S, V});
  ConstSlots[V] = S;
  return S;
}

uint32_t DecodeContext::sregSlot(SReg R) {
  auto It = SRegSlots.find(unsigned(R));
  if (It != SRegSlots.end())
    return It->second;
  uint32_t S = newSlots(1);
  if (R >= SReg::Clock)
    F->DynSRegs.push_back({S, uint64_t(R)});
  else
    F->SRegs.push_back({S, uint64_t(R)});
  SRegSlots[unsigned(R)] = S;
  return S;
}

uint32_t DecodeContext::localAddrSlot(uint64_t Off) {
  auto It = LocalAddrSlots.find(Off);
  if (It != LocalAddrSlots.end())
    return It->second;
  uint32_t S = newSlots(1);
  F->LocalAddrs.push_back({S, Off});
  LocalAddrSlots[Off] = S;
  return S;
}

void DecodeContext::declare(const VarDecl *V, bool IsFormal) {
  DeclShape S = declShape(V);
  Space Sp = parseSpace(S.SpaceWord);
  bool IsReg = S.SpaceWord == ".reg";
  for (const Declarator &D : V->Decls) {
    LocalSym L;
    L.T = S.T;
    L.Bits = S.T == Ty::Pred ? 1 : tyBits(S.T);
    L.VecLen = S.VecLen;
    uint64_t Count = 1;
    for (const Expr *Dim : D.Dims) {
      int64_t N = 0;
      if (Dim && evalConst(Dim, N) && N > 0)
        Count *= uint64_t(N);
      else if (!Dim)
        Count = 0;
    }
    if (IsReg) {
      L.K = LocalSym::Reg;
      // A .b128 register is two slots: bits 0..63, then bits 64..127.
      unsigned PerName = S.VecLen * (L.Bits == 128 ? 2 : 1);
      if (D.IsRange) {
        L.RangeCount = D.RangeCount;
        L.Slot = newSlots(unsigned(D.RangeCount * PerName));
        Scopes.back().Ranges[D.Name.Text] = L;
      } else {
        L.Slot = newSlots(PerName);
        Scopes.back().Syms[D.Name.Text] = L;
      }
      continue;
    }
    uint64_t Size = S.ElemBytes * Count;
    unsigned Align = std::max(1u, S.Align);
    if (Sp == Space::Local) {
      L.K = LocalSym::Var;
      L.Sp = Space::Local;
      F->LocalSize = uint32_t(llvm::alignTo(F->LocalSize, Align));
      L.Addr = F->LocalSize;
      L.FrameLocal = true;
      F->LocalSize += uint32_t(Size);
      FrameLocalAlign = std::max(FrameLocalAlign, Align);
    } else if (Sp == Space::KParam) {
      // A .param inside a function body or a device-function formal: lives
      // in the frame's param area.
      L.K = LocalSym::Var;
      L.Sp = Space::FParam;
      F->ParamSize = uint32_t(llvm::alignTo(F->ParamSize, Align));
      L.Addr = F->ParamSize;
      L.Size = Size;
      F->ParamSize += uint32_t(Size);
    } else if (Sp == Space::Shared || Sp == Space::Global || Sp == Space::Const) {
      // Function-scope variables with static storage: laid out like module
      // variables under a per-function unique index.
      unsigned Id = addModuleVar(V, D, S, Sp);
      L.K = LocalSym::Var;
      L.Sp = Sp;
      L.ModVar = Id;
    } else {
      continue;
    }
    (void)IsFormal;
    Scopes.back().Syms[D.Name.Text] = L;
  }
}

namespace {
/// A symbolic initializer element: the address of Sym (its generic address
/// when Generic) plus Add.
struct InitAddr {
  std::string Sym;
  bool Generic = false;
  int64_t Add = 0;
};

/// Reads `sym`, `generic(sym)` and either of them plus or minus an integer
/// constant expression (`generic(bar)+4`, `4+sym`, nested sums), as PTX ISA
/// 5.4.4 allows in initializers.
bool initAddress(const Expr *E, InitAddr &A) {
  switch (E->K) {
  case Expr::Symbol:
    A.Sym = E->Name.str();
    return true;
  case Expr::Paren:
    return initAddress(E->Sub[0], A);
  case Expr::FnCall:
    if (E->Name != "generic" || E->Sub.size() != 1 || !initAddress(E->Sub[0], A) || A.Generic)
      return false;
    A.Generic = true;
    return true;
  case Expr::Binary: {
    auto Op = TokenKind(E->Op);
    if (Op != TokenKind::Plus && Op != TokenKind::Minus)
      return false;
    int64_t C = 0;
    if (initAddress(E->Sub[0], A) && evalConst(E->Sub[1], C)) {
      A.Add = int64_t(uint64_t(A.Add) + (Op == TokenKind::Minus ? 0 - uint64_t(C) : uint64_t(C)));
      return true;
    }
    A = InitAddr();
    if (Op == TokenKind::Plus && evalConst(E->Sub[0], C) && initAddress(E->Sub[1], A)) {
      A.Add = int64_t(uint64_t(A.Add) + uint64_t(C));
      return true;
    }
    return false;
  }
  default:
    return false;
  }
}
} // namespace

unsigned DecodeContext::addModuleVar(const VarDecl *V, const Declarator &D, const DeclShape &S,
                                     Space Sp) {
  GlobalVar G;
  G.Name = D.Name.Text.str();
  G.Sp = Sp;
  G.Align = std::max(1u, S.Align);
  G.ScalarBytes = std::max(1u, tyBits(S.T) / 8);
  uint64_t Count = 1;
  bool Unsized = false;
  for (const Expr *Dim : D.Dims) {
    int64_t N = 0;
    if (Dim && evalConst(Dim, N) && N >= 0)
      Count *= uint64_t(N);
    else
      Unsized = true;
  }
  G.Opaque = S.Opaque;
  if (S.Opaque && D.Init) {
    // `{ filter_mode = nearest, addr_mode_0 = wrap }` (PTX ISA 8.5 5.3):
    // kept as TexObj.h fields for `ptxlint run` to build the object from.
    llvm::SmallVector<const Expr *, 4> Items;
    if (D.Init->K == Expr::Vector)
      Items.append(D.Init->Sub.begin(), D.Init->Sub.end());
    else
      Items.push_back(D.Init);
    for (const Expr *A : Items) {
      if (!A || A->K != Expr::Binary || A->Sub.size() != 2 || A->Sub[0]->K != Expr::Symbol)
        continue;
      const Expr *V = A->Sub[1];
      std::string Val = V->K == Expr::Symbol ? V->Name.str()
                        : V->K == Expr::IntLit ? std::to_string(V->IntValue)
                                               : std::string("?");
      if (!G.OpaqueInit.empty())
        G.OpaqueInit += ',';
      G.OpaqueInit.append(A->Sub[0]->Name.data(), A->Sub[0]->Name.size());
      G.OpaqueInit += '=';
      G.OpaqueInit += Val;
    }
  }
  // Initializer (PTX ISA 5.4.4): flatten nested braces in order.
  if (D.Init && !S.Opaque) {
    G.HasInit = true;
    llvm::SmallVector<const Expr *, 16> Elems;
    std::function<void(const Expr *)> Flat = [&](const Expr *E) {
      if (E->K == Expr::Vector)
        for (const Expr *S : E->Sub)
          Flat(S);
      else
        Elems.push_back(E);
    };
    Flat(D.Init);
    unsigned EB = S.ElemBytes / std::max(1u, S.VecLen);
    if (EB == 0)
      EB = 1;
    for (const Expr *E : Elems) {
      uint64_t At = G.Init.size();
      G.Init.resize(At + EB, 0);
      uint64_t Bits = 0;
      // mask(): one byte of an address or of an integer constant expression,
      // moved to the lowest byte (PTX ISA 5.4.4; sema checks the mask).
      const Expr *X = E;
      int MaskShift = -1;
      if (X->K == Expr::FnCall && X->Name != "generic" && X->Sub.size() == 1 && X->IntValue &&
          (X->IntValue >> std::countr_zero(X->IntValue)) == 0xFF) {
        MaskShift = std::countr_zero(X->IntValue);
        X = X->Sub[0];
      }
      InitAddr A;
      if (initAddress(X, A)) {
        GlobalVar::Reloc R{At, A.Sym, A.Add, EB, A.Generic};
        R.MaskShift = MaskShift;
        G.Relocs.push_back(R);
        continue;
      }
      int64_t MV = 0;
      if (MaskShift >= 0 && evalConst(X, MV)) {
        Bits = (uint64_t(MV) >> MaskShift) & 0xFF;
      } else if (MaskShift >= 0 || !literalBits(E, S.T == Ty::None ? Ty::B8 : S.T, Bits)) {
        Bits = 0;
        G.Relocs.push_back({At, "", 0, 0, false}); // marks "unsupported initializer"
      }
      for (unsigned B = 0; B < EB && B < 8; ++B)
        G.Init[At + B] = uint8_t(Bits >> (8 * B));
    }
  }
  if (Unsized && !D.Init)
    G.Extern = Sp == Space::Shared;
  uint64_t Size = S.ElemBytes * Count;
  if (Unsized)
    Size = G.Init.size();
  if (G.Init.size() > Size)
    Size = G.Init.size();
  G.Size = Size;
  G.Init.resize(std::min<uint64_t>(Size, G.Init.size()));
  // Address assignment.
  switch (Sp) {
  case Space::Global:
    G.Addr = addrmap::GlobalBase + NumGlobalRegions++ * addrmap::GlobalStride;
    break;
  case Space::Const:
    ConstTop = llvm::alignTo(ConstTop, G.Align);
    G.Addr = ConstTop;
    ConstTop += Size;
    break;
  case Space::Shared:
    if (G.Extern) {
      P.DynSharedAlign = std::max(P.DynSharedAlign, G.Align);
      G.Addr = ExternSharedAddr; // final in decodeModule's second pass
    } else {
      P.StaticShared = llvm::alignTo(P.StaticShared, G.Align);
      G.Addr = P.StaticShared;
      P.StaticShared += Size;
    }
    break;
  case Space::Local:
    P.ModuleLocalSize = llvm::alignTo(P.ModuleLocalSize, G.Align);
    G.Addr = P.ModuleLocalSize;
    P.ModuleLocalSize += Size;
    break;
  default:
    break;
  }
  (void)V;
  P.Vars.push_back(std::move(G));
  return unsigned(P.Vars.size() - 1);
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

static bool parseSReg(llvm::StringRef Name, llvm::StringRef Sel, SReg &R) {
  int C = Sel == ".y" ? 1 : Sel == ".z" ? 2 : 0;
  auto Vec = [&](SReg X) { return SReg(unsigned(X) + C); };
  if (Name == "%tid") return R = Vec(SReg::TidX), true;
  if (Name == "%ntid") return R = Vec(SReg::NTidX), true;
  if (Name == "%ctaid") return R = Vec(SReg::CtaidX), true;
  if (Name == "%nctaid") return R = Vec(SReg::NCtaidX), true;
  if (Name == "%clusterid") return R = Vec(SReg::ClusterIdX), true;
  if (Name == "%nclusterid") return R = Vec(SReg::NClusterIdX), true;
  if (Name == "%cluster_ctaid") return R = Vec(SReg::ClusterCtaidX), true;
  if (Name == "%cluster_nctaid") return R = Vec(SReg::ClusterNCtaidX), true;
  R = llvm::StringSwitch<SReg>(Name)
          .Case("%laneid", SReg::LaneId)
          .Case("%warpid", SReg::WarpId)
          .Case("%nwarpid", SReg::NWarpId)
          .Case("%smid", SReg::SmId)
          .Case("%nsmid", SReg::NSmId)
          .Case("%gridid", SReg::GridId)
          .Case("%lanemask_eq", SReg::LanemaskEq)
          .Case("%lanemask_le", SReg::LanemaskLe)
          .Case("%lanemask_lt", SReg::LanemaskLt)
          .Case("%lanemask_ge", SReg::LanemaskGe)
          .Case("%lanemask_gt", SReg::LanemaskGt)
          .Case("%dynamic_smem_size", SReg::DynSmemSize)
          .Case("%total_smem_size", SReg::TotalSmemSize)
          .Case("%aggr_smem_size", SReg::AggrSmemSize)
          .Case("%cluster_ctarank", SReg::ClusterCtarank)
          .Case("%cluster_nctarank", SReg::ClusterNCtarank)
          .Case("%is_explicit_cluster", SReg::IsExplicitCluster)
          .Case("%reserved_smem_offset_begin", SReg::ReservedSmemBegin)
          .Case("%reserved_smem_offset_end", SReg::ReservedSmemEnd)
          .Case("%reserved_smem_offset_cap", SReg::ReservedSmemCap)
          .Case("%reserved_smem_offset_0", SReg::ReservedSmem0)
          .Case("%reserved_smem_offset_1", SReg::ReservedSmem1)
          .Case("%envreg1", SReg::EnvReg1)
          .Case("%envreg2", SReg::EnvReg2)
          .Case("%current_graph_exec", SReg::CurrentGraphExec)
          .Case("%clock", SReg::Clock)
          .Case("%clock_hi", SReg::ClockHi)
          .Case("%clock64", SReg::Clock64)
          .Case("%globaltimer", SReg::GlobalTimer)
          .Case("%globaltimer_lo", SReg::GlobalTimerLo)
          .Case("%globaltimer_hi", SReg::GlobalTimerHi)
          .Default(SReg::Zero);
  return R != SReg::Zero;
}

bool DecodeContext::fail(const llvm::Twine &Why) {
  if (FailWhy.empty())
    FailWhy = Why.str();
  return false;
}

uint32_t DecodeContext::regSlot(const Expr *E, unsigned *Bits, Ty *T) {
  if (E->K != Expr::Symbol) {
    fail("expected a register operand");
    return NoSlot;
  }
  uint64_t Idx;
  const LocalSym *L = lookup(E->Name, Idx);
  if (!L || L->K != LocalSym::Reg) {
    fail("'" + E->Name + "' is not a register");
    return NoSlot;
  }
  unsigned Comp = 0;
  if (!E->Selector.Text.empty()) {
    llvm::StringRef S = E->Selector.Text;
    Comp = S == ".y" || S == ".g" ? 1 : S == ".z" || S == ".b" ? 2 : S == ".w" || S == ".a" ? 3 : 0;
    if (Comp >= L->VecLen)
      return fail("bad vector register component"), NoSlot;
  } else if (L->VecLen > 1) {
    fail("whole vector registers as operands");
    return NoSlot;
  }
  if (Bits)
    *Bits = L->Bits;
  if (T)
    *T = L->T;
  return L->Slot + uint32_t(Idx * L->VecLen * (L->Bits == 128 ? 2 : 1) + Comp);
}

uint32_t DecodeContext::dstSlot(const Expr *E, unsigned &Bits) {
  if (E->K == Expr::Sink) {
    Bits = 64;
    return F->SinkSlot;
  }
  return regSlot(E, &Bits, nullptr);
}

bool DecodeContext::symbolValue(const Expr *E, uint64_t &V, uint32_t &LocalSlot) {
  LocalSlot = NoSlot;
  uint64_t Idx;
  const LocalSym *L = lookup(E->Name, Idx);
  if (L && L->K == LocalSym::Var) {
    if (L->FrameLocal) {
      LocalSlot = localAddrSlot(L->Addr);
      return true;
    }
    if (L->Sp == Space::FParam)
      return V = addrmap::FrameParamBase + L->Addr, true;
    if (L->Sp == Space::KParam)
      return V = L->Addr, true;
    V = P.Vars[L->ModVar].Addr;
    return true;
  }
  if (L && L->K == LocalSym::KParamSym)
    return V = L->Addr, true;
  auto MV = ModuleVars.find(E->Name);
  if (MV != ModuleVars.end()) {
    V = P.Vars[MV->second].Addr;
    return true;
  }
  auto MF = FuncIds.find(E->Name);
  if (MF != FuncIds.end())
    return V = FuncAddrBase + MF->second, true;
  if (E->Name == "WARP_SZ")
    return V = WarpSize, true;
  return fail("unknown symbol '" + E->Name + "'");
}

uint32_t DecodeContext::srcSlot(const Expr *E, Ty T) {
  if (E->K == Expr::Symbol) {
    uint64_t Idx;
    const LocalSym *L = lookup(E->Name, Idx);
    if (L && L->K == LocalSym::Reg) {
      uint32_t S = regSlot(E, nullptr, nullptr);
      if (S != NoSlot) {
        Reads.push_back(S);
        if (L->Bits == 128)
          Reads.push_back(S + 1); // the high half of a .b128 register
      }
      return S;
    }
    if (!L && E->Name.startswith("%")) {
      SReg R;
      if (parseSReg(E->Name, E->Selector.Text, R)) {
        if (R >= SReg::Clock)
          DynSReg = true;
        return sregSlot(R);
      }
      // PTX ISA 8.5 10.27: %envreg is driver-defined; only %envreg1/2 (the
      // grid workspace of cooperative groups) have a known meaning.
      if (E->Name.startswith("%envreg"))
        return fail("driver-defined special register " + E->Name), NoSlot;
      if (E->Name.startswith("%pm") || E->Name.startswith("%reserved_smem"))
        return fail("special register " + E->Name), NoSlot;
    }
    uint64_t V;
    uint32_t LS;
    if (!symbolValue(E, V, LS))
      return NoSlot;
    if (LS != NoSlot)
      return LS;
    return constSlot(V);
  }
  if (E->K == Expr::Binary && E->Sub[0]->K == Expr::Symbol &&
      (TokenKind(E->Op) == TokenKind::Plus || TokenKind(E->Op) == TokenKind::Minus)) {
    // sym+off as a value.
    int64_t Off;
    uint64_t V;
    uint32_t LS;
    if (evalConst(E->Sub[1], Off) && symbolValue(E->Sub[0], V, LS) && LS == NoSlot) {
      if (TokenKind(E->Op) == TokenKind::Minus)
        Off = -Off;
      return constSlot(V + uint64_t(Off));
    }
  }
  if (E->K == Expr::ArrayElem) {
    // sym[c] as a value (mov, cvta): the element's address, a constant or,
    // for a frame variable, the lane's frame address.
    Addr A;
    Space SymSp;
    if (!arrayElemAddr(E, A, SymSp))
      return NoSlot;
    if (A.Base != NoSlot)
      return fail("an array element with a register index as this instruction's value"), NoSlot;
    if (A.R == Addr::LocalFrame)
      return localAddrSlot(uint64_t(A.Off));
    if (A.R == Addr::ParamFrame)
      return constSlot(addrmap::FrameParamBase + uint64_t(A.Off));
    return constSlot(uint64_t(A.Off));
  }
  if (E->K == Expr::FnCall && E->Name == "generic" && E->Sub.size() == 1 &&
      E->Sub[0]->K == Expr::Symbol) {
    uint64_t V;
    uint32_t LS;
    if (!symbolValue(E->Sub[0], V, LS) || LS != NoSlot)
      return fail("generic() of this symbol"), NoSlot;
    uint64_t Idx;
    const LocalSym *L = lookup(E->Sub[0]->Name, Idx);
    Space Sp = Space::Global;
    if (L && L->K == LocalSym::Var)
      Sp = L->Sp;
    auto MV = ModuleVars.find(E->Sub[0]->Name);
    if (MV != ModuleVars.end())
      Sp = P.Vars[MV->second].Sp;
    return constSlot(toGeneric(Sp, V));
  }
  uint64_t Bits;
  if (literalBits(E, T, Bits))
    return constSlot(Bits);
  fail("unsupported operand form");
  return NoSlot;
}

uint64_t exec::toGeneric(Space Sp, uint64_t V) {
  switch (Sp) {
  case Space::Shared: return addrmap::SharedWindow + V;
  case Space::Local: return addrmap::LocalWindow + V;
  case Space::Const: return addrmap::ConstWindow + V;
  case Space::KParam: return addrmap::ParamWindow + V;
  default: return V;
  }
}

/// Splits \p E into at most one symbol (not negated) plus a sum of constants:
/// `sym`, `sym+c`, `c+sym-d`, `c`. False for any other shape.
static bool symbolPlusConst(const Expr *E, const Expr *&Sym, int64_t &Off) {
  std::function<bool(const Expr *, bool)> Walk = [&](const Expr *X, bool Neg) -> bool {
    int64_t C;
    if (evalConst(X, C)) {
      Off += Neg ? -C : C;
      return true;
    }
    if (X->K == Expr::Paren)
      return Walk(X->Sub[0], Neg);
    if (X->K == Expr::Symbol && !Neg && !Sym) {
      Sym = X;
      return true;
    }
    if (X->K == Expr::Binary && TokenKind(X->Op) == TokenKind::Plus)
      return Walk(X->Sub[0], Neg) && Walk(X->Sub[1], Neg);
    if (X->K == Expr::Binary && TokenKind(X->Op) == TokenKind::Minus)
      return Walk(X->Sub[0], Neg) && Walk(X->Sub[1], !Neg);
    return false;
  };
  return Walk(E, false);
}

bool DecodeContext::addrOperand(const Expr *E, Addr &A, Space &SymSpace) {
  SymSpace = Space::Generic;
  if (E->K == Expr::ArrayElem)
    return arrayElemAddr(E, A, SymSpace);
  if (E->K != Expr::Address || E->Sub.empty())
    return fail("expected an address operand");
  const Expr *Base = nullptr;
  int64_t Off = 0;
  if (!symbolPlusConst(E->Sub[0], Base, Off))
    return fail("unsupported address expression");
  A = Addr();
  A.Off = Off;
  if (!Base)
    return true;
  uint64_t Idx;
  const LocalSym *L = lookup(Base->Name, Idx);
  if (L && L->K == LocalSym::Reg) {
    unsigned Bits = 64;
    A.Base = regSlot(Base, &Bits, nullptr);
    A.Wrap32 = Bits <= 32;
    Reads.push_back(A.Base);
    return A.Base != NoSlot;
  }
  // A special register as the base (`ldmatrix ... [%laneid]`): ptxas 13.0
  // takes one in the asynchronous, matrix and tensormap instructions and
  // uses its value (sema warns; InstrChecker::sregAddressTaken); scalar
  // ld/ldu, which ptxas assembles only while the value is unread, too.
  SReg R;
  if (!L && Base->Name.startswith("%") && parseSReg(Base->Name, Base->Selector.Text, R)) {
    if (R >= SReg::Clock)
      DynSReg = true;
    A.Base = sregSlot(R);
    A.Wrap32 = !(R == SReg::Clock64 || R == SReg::GlobalTimer || R == SReg::GridId ||
                 R == SReg::CurrentGraphExec);
    return true;
  }
  return addrOfSymbol(Base, A, SymSpace, nullptr);
}

bool DecodeContext::addrOfSymbol(const Expr *Base, Addr &A, Space &SymSpace,
                                 unsigned *ScalarBytes) {
  uint64_t Idx;
  const LocalSym *L = lookup(Base->Name, Idx);
  if (ScalarBytes && L && L->K != LocalSym::Reg)
    *ScalarBytes = std::max(1u, L->Bits / 8);
  if (L && L->K == LocalSym::Var) {
    SymSpace = L->Sp;
    if (L->FrameLocal) {
      A.R = Addr::LocalFrame;
      A.Off += int64_t(L->Addr);
      return true;
    }
    if (L->Sp == Space::FParam) {
      A.R = Addr::ParamFrame;
      A.Off += int64_t(L->Addr);
      return true;
    }
    A.Off += int64_t(P.Vars[L->ModVar].Addr);
    return true;
  }
  if (L && L->K == LocalSym::KParamSym) {
    SymSpace = Space::KParam;
    A.Off += int64_t(L->Addr);
    return true;
  }
  auto MV = L ? ModuleVars.end() : ModuleVars.find(Base->Name);
  if (MV != ModuleVars.end()) {
    const GlobalVar &G = P.Vars[MV->second];
    SymSpace = G.Sp;
    A.Off += int64_t(G.Addr);
    if (ScalarBytes)
      *ScalarBytes = G.ScalarBytes;
    return true;
  }
  if (L && L->K == LocalSym::Reg)
    return fail("register '" + Base->Name + "' indexed as an array");
  return fail("unknown symbol '" + Base->Name + "' in address");
}

bool DecodeContext::arrayElemAddr(const Expr *E, Addr &A, Space &SymSpace) {
  // name[index] (PTX ISA 8.5 6.4.2): index is a constant, a register, or a
  // register plus or minus a constant. See Addr::Scale for ptxas's arithmetic.
  SymSpace = Space::Generic;
  A = Addr();
  if (E->K != Expr::ArrayElem || E->Sub.size() != 2 || E->Sub[0]->K != Expr::Symbol)
    return fail("expected an array element");
  unsigned Scale = 1;
  if (!addrOfSymbol(E->Sub[0], A, SymSpace, &Scale))
    return false;
  const Expr *Reg = nullptr;
  int64_t C = 0;
  if (!symbolPlusConst(E->Sub[1], Reg, C))
    return fail("unsupported array index");
  if (!Reg) {
    A.Off += int64_t(uint64_t(uint32_t(uint64_t(C) * Scale)));
    return true;
  }
  uint64_t Idx;
  const LocalSym *L = lookup(Reg->Name, Idx);
  if (!L || L->K != LocalSym::Reg)
    return fail("array index '" + Reg->Name + "' is not a register");
  A.Base = regSlot(Reg, nullptr, nullptr);
  if (A.Base == NoSlot)
    return false;
  Reads.push_back(A.Base);
  A.Scale = uint8_t(Scale);
  A.IdxAdd = uint32_t(uint64_t(C));
  return true;
}

uint32_t DecodeContext::pushExtra(llvm::ArrayRef<uint32_t> V) {
  uint32_t B = uint32_t(P.Extra.size());
  P.Extra.insert(P.Extra.end(), V.begin(), V.end());
  return B;
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

void DecodeContext::collectLabels(const BlockStmt *B, uint32_t &Count, int Parent) {
  const int Scope = int(LabelScopes.size());
  LabelScopes.emplace_back();
  LabelScopes.back().Parent = Parent;
  const LabelStmt *Prev = nullptr;
  for (const Stmt *S : B->Body) {
    switch (S->K) {
    case Stmt::Label:
      Prev = static_cast<const LabelStmt *>(S);
      LabelScopes[Scope].Labels.try_emplace(Prev->Name.Text, F->Begin + Count);
      continue;
    case Stmt::Instr:
      ++Count;
      break;
    case Stmt::Block:
      collectLabels(static_cast<const BlockStmt *>(S), Count, Scope);
      break;
    case Stmt::BranchTargets:
      if (Prev) {
        auto &V = LabelScopes[Scope].TargetLists[Prev->Name.Text];
        for (const Word &W : static_cast<const TargetListStmt *>(S)->Targets)
          V.push_back(W.Text);
      }
      break;
    default:
      break;
    }
    Prev = nullptr;
  }
}

std::optional<uint32_t> DecodeContext::resolveLabel(int Scope, llvm::StringRef Name) const {
  for (int S = Scope; S >= 0; S = LabelScopes[S].Parent) {
    auto It = LabelScopes[S].Labels.find(Name);
    if (It != LabelScopes[S].Labels.end())
      return It->second;
  }
  return std::nullopt;
}

const std::vector<llvm::StringRef> *
DecodeContext::resolveTargetList(llvm::StringRef Name, int &ListScope) const {
  for (int S = CurLabelScope; S >= 0; S = LabelScopes[S].Parent) {
    auto It = LabelScopes[S].TargetLists.find(Name);
    if (It != LabelScopes[S].TargetLists.end()) {
      ListScope = S;
      return &It->second;
    }
  }
  return nullptr;
}

void DecodeContext::decodeBlock(const BlockStmt *B) {
  Scopes.emplace_back();
  const int Outer = CurLabelScope;
  CurLabelScope = int(NextLabelScope++);
  for (const Stmt *S : B->Body) {
    switch (S->K) {
    case Stmt::Decl:
      declare(static_cast<const DeclStmt *>(S)->D, false);
      break;
    case Stmt::Instr:
      decodeInstr(static_cast<const InstrStmt *>(S));
      break;
    case Stmt::Block:
      decodeBlock(static_cast<const BlockStmt *>(S));
      break;
    default:
      break;
    }
  }
  CurLabelScope = Outer;
  Scopes.pop_back();
}

/// Adds to \p Out the names used as values (outside `[...]` addresses) by the
/// instructions of \p B other than `call`: the symbols whose address an
/// instruction takes (`mov.u64 %rd, sym`).
static void collectAddressTaken(const BlockStmt *B, llvm::StringSet<> &Out) {
  std::function<void(const Expr *)> Walk = [&](const Expr *E) {
    if (!E || E->K == Expr::Address)
      return;
    if (E->K == Expr::Symbol)
      Out.insert(E->Name);
    for (const Expr *X : E->Sub)
      Walk(X);
  };
  for (const Stmt *S : B->Body) {
    if (S->K == Stmt::Block) {
      collectAddressTaken(static_cast<const BlockStmt *>(S), Out);
      continue;
    }
    if (S->K != Stmt::Instr)
      continue;
    const auto *I = static_cast<const InstrStmt *>(S);
    if (I->Opcode.Text == "call")
      continue;
    // An array element is an address in ld/ldu/st (`ld.param.u32 %r, a[1]`),
    // a value elsewhere (`mov.u64 %rd, a[1]`).
    bool LdSt = I->Opcode.Text == "ld" || I->Opcode.Text == "ldu" || I->Opcode.Text == "st";
    for (const Expr *E : I->Operands)
      if (!(LdSt && E->K == Expr::ArrayElem))
        Walk(E);
  }
}

void DecodeContext::decodeFunction(unsigned Id) {
  F = &P.Funcs[Id];
  const Function *Fn = F->AST;
  Scopes.clear();
  LabelScopes.clear();
  CurLabelScope = -1;
  NextLabelScope = 0;
  ConstSlots.clear();
  SRegSlots.clear();
  LocalAddrSlots.clear();
  FrameLocalAlign = 1;
  F->Begin = uint32_t(P.Code.size());
  F->SinkSlot = newSlots(2); // two: a .b128 destination may be '_'
  F->CCSlot = newSlots(1);
  Scopes.emplace_back();
  if (F->IsEntry) {
    uint32_t Off = 0;
    for (const VarDecl *V : Fn->Params) {
      DeclShape S = declShape(V);
      for (const Declarator &D : V->Decls) {
        uint64_t Count = 1;
        for (const Expr *Dim : D.Dims) {
          int64_t N = 0;
          if (Dim && evalConst(Dim, N) && N > 0)
            Count *= uint64_t(N);
        }
        uint32_t Size = uint32_t(S.ElemBytes * Count);
        unsigned Align = std::max(1u, S.Align);
        Off = uint32_t(llvm::alignTo(Off, Align));
        F->KParams.push_back({D.Name.Text.str(), S.T, Off, Size, Align, D.Range});
        LocalSym L;
        L.K = LocalSym::KParamSym;
        L.T = S.T;
        L.Bits = tyBits(S.T);
        L.Addr = Off;
        L.Size = Size;
        L.Sp = Space::KParam;
        Scopes.back().Syms[D.Name.Text] = L;
        Off += Size;
      }
    }
    F->KParamSize = Off;
  } else {
    // PTX ISA 8.5 5.1.6.2: a device-function parameter (input or return)
    // whose address `mov` takes is copied to the stack frame, and the address
    // is in the .local state space (nvcc: `mov.b64 %rd, f_param_1;
    // cvta.local.u64 ...`). Such formals live in the frame's local memory;
    // their `ld.param`/`st.param` accesses go there too.
    llvm::StringSet<> AddrTaken;
    if (Fn->Body)
      collectAddressTaken(Fn->Body, AddrTaken);
    auto AddFormals = [&](llvm::ArrayRef<VarDecl *> List, std::vector<Formal> &Out) {
      for (const VarDecl *V : List) {
        DeclShape S = declShape(V);
        declare(V, true);
        for (const Declarator &D : V->Decls) {
          uint64_t Idx;
          const LocalSym *L = lookup(D.Name.Text, Idx);
          Formal Fm;
          Fm.T = S.T;
          if (L && L->K == LocalSym::Reg) {
            Fm.IsReg = true;
            Fm.Slot = L->Slot;
            Fm.Size = std::max(1u, L->Bits / 8);
          } else if (L && L->K == LocalSym::Var && AddrTaken.count(D.Name.Text)) {
            unsigned Align = std::max(1u, S.Align);
            F->LocalSize = uint32_t(llvm::alignTo(F->LocalSize, Align));
            FrameLocalAlign = std::max(FrameLocalAlign, Align);
            LocalSym &M = Scopes.back().Syms[D.Name.Text];
            M.FrameLocal = true;
            M.Sp = Space::Local;
            M.Addr = F->LocalSize;
            F->LocalSize += uint32_t(M.Size);
            Fm.InLocal = true;
            Fm.Off = uint32_t(M.Addr);
            Fm.Size = uint32_t(L->Size);
          } else if (L) {
            Fm.Off = uint32_t(L->Addr);
            Fm.Size = uint32_t(L->Size);
          }
          Out.push_back(Fm);
        }
      }
    };
    AddFormals(Fn->Returns, F->Returns);
    AddFormals(Fn->Params, F->Params);
  }
  uint32_t Count = 0;
  collectLabels(Fn->Body, Count, -1);
  decodeBlock(Fn->Body);
  // Falling off the end of a function returns (exits, for a kernel).
  Instr Ret;
  Ret.Opc = Op::Ret;
  Ret.Stmt = nullptr;
  P.Code.push_back(Ret);
  F->End = uint32_t(P.Code.size());
  F->LocalSize = uint32_t(llvm::alignTo(F->LocalSize, 16));
  F->LocalAlign = std::max(16u, FrameLocalAlign);
  P.FuncOfInstr.resize(P.Code.size(), Id);
}

/// One decoding pass. `.extern .shared` arrays start after all static shared
/// memory, whose size is known only once every function body (with its
/// function-scope .shared variables) has been decoded; \p KnownDynBase is
/// that start when a previous pass computed it (0 otherwise).
static std::unique_ptr<Program> decodeOnce(const Module &M,
                                           std::optional<uint64_t> KnownDynBase) {
  auto P = std::make_unique<Program>();
  P->StaticShared = addrmap::SharedBase;
  DecodeContext C(*P);
  C.ExternSharedAddr = KnownDynBase.value_or(0);
  // Pass 1: function ids (a declaration and its definition share one).
  for (const TopLevel *T : M.Items) {
    if (T->K != TopLevel::Func || !T->Fn)
      continue;
    const Function *Fn = T->Fn;
    auto It = C.FuncIds.find(Fn->Name.Text);
    unsigned Id;
    if (It == C.FuncIds.end()) {
      Id = unsigned(P->Funcs.size());
      P->Funcs.emplace_back();
      P->Funcs.back().Name = Fn->Name.Text.str();
      C.FuncIds[Fn->Name.Text] = Id;
    } else {
      Id = It->second;
    }
    FuncCode &FC = P->Funcs[Id];
    if (Fn->Body || !FC.AST) {
      FC.AST = Fn;
      FC.IsEntry = Fn->IsEntry;
      FC.Defined = Fn->Body != nullptr;
    }
  }
  // Pass 2: module variables, in order.
  for (const TopLevel *T : M.Items) {
    if (T->K != TopLevel::Decl || !T->Var)
      continue;
    DeclShape S = declShape(T->Var);
    Space Sp = parseSpace(S.SpaceWord);
    if (Sp == Space::Generic || Sp == Space::KParam)
      continue;
    for (const Declarator &D : T->Var->Decls) {
      if (C.ModuleVars.count(D.Name.Text))
        continue; // an .extern declaration repeated by its definition
      unsigned Id = C.addModuleVar(T->Var, D, S, Sp);
      C.ModuleVars[D.Name.Text] = Id;
    }
  }
  // Pass 3: function bodies.
  for (unsigned I = 0; I < P->Funcs.size(); ++I) {
    if (!P->Funcs[I].Defined) {
      P->Funcs[I].Begin = P->Funcs[I].End = uint32_t(P->Code.size());
      continue;
    }
    C.decodeFunction(I);
  }
  // Dynamic shared memory starts after static shared, aligned (PTX ISA 5.1.5:
  // extern .shared arrays alias the dynamic allocation).
  uint64_t DynBase = llvm::alignTo(P->StaticShared, std::max(16u, P->DynSharedAlign));
  for (GlobalVar &G : P->Vars)
    if (G.Extern)
      G.Addr = DynBase;
  if (KnownDynBase && *KnownDynBase != DynBase)
    P->DynBaseMismatch = true;
  // Relocations in initializers.
  for (GlobalVar &G : P->Vars) {
    for (GlobalVar::Reloc &R : G.Relocs) {
      if (R.Sym.empty())
        continue;
      uint64_t V = 0;
      bool Found = false;
      auto MV = C.ModuleVars.find(R.Sym);
      if (MV != C.ModuleVars.end()) {
        const GlobalVar &T = P->Vars[MV->second];
        V = R.Generic ? toGeneric(T.Sp, T.Addr) : T.Addr;
        Found = true;
      } else if (C.FuncIds.count(R.Sym)) {
        V = FuncAddrBase + C.FuncIds[R.Sym];
        Found = true;
      }
      if (!Found)
        continue;
      V += uint64_t(R.Add);
      if (R.MaskShift >= 0)
        V = (V >> R.MaskShift) & 0xFF;
      for (unsigned B = 0; B < R.Size && B < 8; ++B)
        if (R.At + B < G.Init.size())
          G.Init[R.At + B] = uint8_t(V >> (8 * B));
      R.Sym = "-"; // resolved
    }
  }
  return P;
}

std::unique_ptr<Program> exec::decodeModule(const Module &M, bool FpContract, bool PtxasBugs) {
  std::unique_ptr<Program> P = decodeOnce(M, std::nullopt);
  // With extern shared arrays, decode again now that their address is known,
  // so that every address computed from them (operands, constant slots) is
  // final. (Values are never patched afterwards: any 64-bit constant may look
  // like a placeholder address.)
  if (llvm::any_of(P->Vars, [](const GlobalVar &G) { return G.Extern; })) {
    uint64_t DynBase = llvm::alignTo(P->StaticShared, std::max(16u, P->DynSharedAlign));
    P = decodeOnce(M, DynBase);
    assert(!P->DynBaseMismatch && "static shared layout differs between passes");
  }
  for (FuncCode &F : P->Funcs) {
    if (!F.Defined)
      continue;
    if (FpContract)
      contractMulAdd(*P, F);
    if (PtxasBugs)
      modelPtxasBugs(*P, F);
  }
  P->Mod = &M;
  return P;
}
