//===- DecodeTexture.cpp - decode texture and surface instructions --------===//
//
// tex, tld4, txq, istypep (PTX ISA 8.5 9.7.11) and suld, sust, sured, suq
// (9.7.12) into Op::Tex .. Op::Suq (ExecIR.h). Forms the executor does not
// run (tex.grad of cubemaps, depth compare, scalar offsets, multi-sample)
// stay Op::Unsupported with the reason (docs/executor.md).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"

#include "llvm/ADT/StringSwitch.h"

using namespace ptx;
using namespace ptx::exec;

bool DecodeContext::decodeTexSurf(const InstrStmt &S, Instr &I) {
  llvm::StringRef Opc = S.Opcode.Text;
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());

  // An object operand: a register or a module variable's address (its
  // handle), or a kernel parameter holding the handle.
  auto Handle = [&](const Expr *E, uint32_t &Slot, Space &Sp, Addr &A) -> bool {
    Sp = Space::Generic;
    if (E->K == Expr::Symbol) {
      uint64_t Idx;
      const LocalSym *L = lookup(E->Name, Idx);
      if (L && L->K == LocalSym::KParamSym) {
        Slot = NoSlot;
        Sp = Space::KParam;
        A.Off = int64_t(L->Addr);
        return true;
      }
    }
    Slot = srcSlot(E, Ty::U64);
    return Slot != NoSlot;
  };
  auto Geom = [&](int &G) {
    G = -1;
    for (llvm::StringRef W : M.W) {
      int X = llvm::StringSwitch<int>(W)
                  .Case(".1d", 0).Case(".2d", 1).Case(".3d", 2).Case(".a1d", 3)
                  .Case(".a2d", 4).Case(".cube", 5).Case(".acube", 6).Case(".2dms", 7)
                  .Case(".a2dms", 8).Default(-1);
      if (X >= 0)
        G = X;
    }
  };
  // The coordinate count each geometry reads (PTX ISA 8.5 9.7.11.3, 9.7.12.1).
  auto CoordCount = [](int G) -> unsigned {
    static const unsigned C[] = {1, 2, 3, 2, 3, 3, 4, 3, 4};
    return C[G];
  };
  // A `{a, b, ...}` or single operand: its element slots (sources).
  auto Elems = [&](const Expr *E, llvm::SmallVectorImpl<const Expr *> &Out) {
    if (E->K == Expr::Vector)
      Out.append(E->Sub.begin(), E->Sub.end());
    else
      Out.push_back(E);
  };
  // `[a, c]` or `[a, b, c]`: handle, optional sampler, coordinates.
  auto AddrOp = [&](const Expr *E, bool AllowSampler,
                    llvm::SmallVectorImpl<const Expr *> &Coords) -> bool {
    if (E->K != Expr::Address || E->Sub.empty() || E->Sub.size() > 3)
      return fail("operands");
    if (!Handle(E->Sub[0], I.Src[0], I.Sp, I.A))
      return false;
    if (E->Sub.size() == 3) {
      if (!AllowSampler)
        return fail("operands");
      if (!Handle(E->Sub[1], I.Src[1], I.Sp2, I.A2))
        return false;
      if (I.Src[1] == NoSlot && I.Sp2 != Space::KParam)
        return false;
      if (I.Sp2 == Space::Generic)
        I.Sp2 = Space::Global; // marks "a sampler is given"
    }
    if (E->Sub.size() >= 2)
      Elems(E->Sub.back(), Coords);
    return true;
  };
  auto Clamp = [&]() -> int {
    if (M.has(".clamp"))
      return 1;
    if (M.has(".zero"))
      return 2;
    return 0; // .trap
  };
  unsigned Bits;

  if (Opc == "txq" || Opc == "suq") {
    bool Level = Opc == "txq" && M.has(".level");
    if (N != (Level ? 3u : 2u) || Ops[1]->K != Expr::Address || Ops[1]->Sub.size() != 1)
      return fail("operands");
    if (Level) { // txq.level.{width,height,depth} d, [a], lod (PTX ISA 9.7.10.5)
      I.Src[1] = srcSlot(Ops[2], Ty::B32);
      if (I.Src[1] == NoSlot)
        return false;
      I.Target = 1;
    }
    int Q = -1;
    for (llvm::StringRef W : M.W) {
      int X = llvm::StringSwitch<int>(W)
                  .Case(".width", 0).Case(".height", 1).Case(".depth", 2)
                  .Case(".channel_data_type", 3).Case(".channel_order", 4)
                  .Case(".normalized_coords", 5).Case(".array_size", 6)
                  .Case(".num_mipmap_levels", 7).Case(".num_samples", 8)
                  .Case(".force_unnormalized_coords", 9).Case(".filter_mode", 10)
                  .Cases(".addr_mode_0", "addr_mode_0", 11).Cases(".addr_mode_1", "addr_mode_1", 12)
                  .Cases(".addr_mode_2", "addr_mode_2", 13).Case(".memory_layout", 14)
                  .Default(-1);
      if (X >= 0)
        Q = X;
    }
    if (Q < 0 || (Level && Q > 2))
      return fail("unknown query");
    I.Opc = Opc == "txq" ? Op::Txq : Op::Suq;
    I.Sub2 = uint8_t(Q);
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    return I.Dst != NoSlot && Handle(Ops[1]->Sub[0], I.Src[0], I.Sp, I.A);
  }
  if (Opc == "istypep") {
    int T = M.has(".texref") ? 1 : M.has(".samplerref") ? 2 : M.has(".surfref") ? 3 : 0;
    if (!T || N != 2)
      return fail("operands");
    I.Opc = Op::Istypep;
    I.Sub2 = uint8_t(T);
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], Ty::U64);
    I.NumSrc = 1;
    return I.Dst != NoSlot && I.Src[0] != NoSlot;
  }

  int G;
  Geom(G);
  if (G < 0)
    return fail("geometry");
  I.Sub = uint8_t(G);
  I.VecN = uint8_t(M.vec());
  I.T = M.Types.empty() ? Ty::None : M.Types.front();
  llvm::SmallVector<uint32_t, 8> Extra;

  if (Opc == "tex" || Opc == "tld4") {
    bool IsTld4 = Opc == "tld4";
    // Mipmap mode (PTX ISA 9.0 9.7.10.3 "Mipmaps"): 0 base, 1 level, 2 grad.
    unsigned Mip = M.has(".level") ? 1 : M.has(".grad") ? 2 : 0;
    if (G == int(TexGeom::G2dms) || G == int(TexGeom::A2dms))
      return fail("multi-sample textures");
    if (Mip == 2 && (G == int(TexGeom::Cube) || G == int(TexGeom::ACube)))
      return fail("tex.grad of a cubemap: how the face's derivatives give the level of detail "
                  "is not documented");
    if (M.Types.size() != 2)
      return fail("types");
    I.T2 = M.Types[1];
    if (I.T != Ty::F32 && I.T != Ty::S32 && I.T != Ty::U32 && I.T != Ty::F16 &&
        I.T != Ty::F16x2)
      return fail("types");
    if (IsTld4) {
      int C = M.has(".r") ? 0 : M.has(".g") ? 1 : M.has(".b") ? 2 : M.has(".a") ? 3 : -1;
      if (C < 0)
        return fail("component");
      I.Sub2 = uint8_t(C);
    }
    unsigned NOps = 2 + (Mip == 1 ? 1 : Mip == 2 ? 2 : 0);
    // One more operand in braces is the offset vector e (PTX ISA 9.0
    // 9.7.10.3); a scalar one may be e or the depth-compare value f.
    bool HasOff = N == NOps + 1 && Ops[NOps]->K == Expr::Vector;
    if (N != NOps && !HasOff)
      return fail(N > NOps ? "the depth-compare operand (or a scalar offset)" : "operands");
    I.Opc = IsTld4 ? Op::Tld4 : Op::Tex;
    I.Target = Mip | (HasOff ? 0x10u : 0u);
    unsigned NDst = I.T == Ty::F16x2 ? 2 : 4;
    I.VecN = uint8_t(NDst);
    const Expr *D = Ops[0];
    if (D->K == Expr::PredPair) {
      unsigned PB;
      I.Dst2 = dstSlot(D->Sub[1], PB);
      if (I.Dst2 == NoSlot)
        return false;
      D = D->Sub[0];
    }
    if (D->K != Expr::Vector || D->Sub.size() != NDst)
      return fail("destination");
    for (const Expr *E : D->Sub) {
      uint32_t Sl = dstSlot(E, Bits);
      if (Sl == NoSlot)
        return false;
      I.DstBits = uint8_t(Bits);
      Extra.push_back(Sl);
    }
    llvm::SmallVector<const Expr *, 4> C;
    if (!AddrOp(Ops[1], true, C))
      return false;
    unsigned NC = CoordCount(G);
    if (C.size() < NC)
      return fail("coordinates");
    for (unsigned K = 0; K < NC; ++K) {
      uint32_t Sl = srcSlot(C[K], Ty::B32);
      if (Sl == NoSlot)
        return false;
      Extra.push_back(Sl);
    }
    // .level: the lod (of .ctype); .grad: dPdx then dPdy, one element per
    // axis (1d, a1d: 1; 2d, a2d: 2; 3d: 3 of a 4-element vector).
    if (Mip == 1) {
      uint32_t Sl = srcSlot(Ops[2], Ty::B32);
      if (Sl == NoSlot)
        return false;
      Extra.push_back(Sl);
    }
    unsigned NA = G == int(TexGeom::G1d) || G == int(TexGeom::A1d) ? 1
                  : G == int(TexGeom::G3d)                           ? 3
                                                                     : 2;
    if (Mip == 2) {
      for (unsigned K = 2; K < 4; ++K) {
        llvm::SmallVector<const Expr *, 4> V;
        Elems(Ops[K], V);
        if (V.size() < NA)
          return fail("gradients");
        for (unsigned J = 0; J < NA; ++J) {
          uint32_t Sl = srcSlot(V[J], Ty::B32);
          if (Sl == NoSlot)
            return false;
          Extra.push_back(Sl);
        }
      }
    }
    if (HasOff) { // e: one .s32 per axis, after the lod or the partials
      llvm::SmallVector<const Expr *, 4> V;
      Elems(Ops[NOps], V);
      if (G == int(TexGeom::Cube) || G == int(TexGeom::ACube) || V.size() < NA)
        return fail("offsets");
      for (unsigned J = 0; J < NA; ++J) {
        uint32_t Sl = srcSlot(V[J], Ty::S32);
        if (Sl == NoSlot)
          return false;
        Extra.push_back(Sl);
      }
    }
    I.ExtraBegin = pushExtra(Extra);
    I.ExtraCount = uint32_t(Extra.size());
    return true;
  }

  // Surfaces.
  if (G > int(TexGeom::A2d))
    return fail("geometry");
  bool IsP = M.has(".p");
  I.Sub2 = uint8_t(Clamp());
  unsigned NC = CoordCount(G);
  llvm::SmallVector<const Expr *, 4> Data, C;
  if (Opc == "suld") {
    if (N != 2)
      return fail("operands");
    I.Opc = Op::Suld;
    Elems(Ops[0], Data);
    if (!AddrOp(Ops[1], false, C))
      return false;
  } else {
    if (N != 2)
      return fail("operands");
    I.Opc = Opc == "sust" ? Op::Sust : Op::Sured;
    if (I.Opc == Op::Sust && IsP) {
      if (I.T != Ty::B32)
        return fail("types");
      I.Target = 0x100; // sust.p: formatted, x in samples (PTX ISA 9.7.11.2)
    }
    if (!AddrOp(Ops[0], false, C))
      return false;
    Elems(Ops[1], Data);
  }
  if (I.Opc == Op::Sured) {
    int A = M.has(".add") ? int(AtomOp::Add) : M.has(".min") ? int(AtomOp::Min)
            : M.has(".max") ? int(AtomOp::Max) : M.has(".and") ? int(AtomOp::And)
            : M.has(".or") ? int(AtomOp::Or) : -1;
    if (A < 0)
      return fail("operation");
    I.Target = uint32_t(A) | (IsP ? 0x100u : 0);
    I.VecN = 1;
  }
  if (Data.size() != I.VecN || C.size() < NC)
    return fail("operands");
  for (const Expr *E : Data) {
    uint32_t Sl;
    if (I.Opc == Op::Suld) {
      Sl = dstSlot(E, Bits);
      I.DstBits = uint8_t(Bits);
    } else {
      Sl = srcSlot(E, I.T);
    }
    if (Sl == NoSlot)
      return false;
    Extra.push_back(Sl);
  }
  for (unsigned K = 0; K < NC; ++K) {
    uint32_t Sl = srcSlot(C[K], Ty::B32);
    if (Sl == NoSlot)
      return false;
    Extra.push_back(Sl);
  }
  I.ExtraBegin = pushExtra(Extra);
  I.ExtraCount = uint32_t(Extra.size());
  return true;
}
