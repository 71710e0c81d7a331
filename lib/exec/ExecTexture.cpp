//===- ExecTexture.cpp - texture and surface instructions -----------------===//
//
// tex, tld4, txq, istypep (PTX ISA 8.5 9.7.11) and suld, sust, sured, suq
// (9.7.12) on the objects of TexObj.h. Sampling follows the CUDA C++
// Programming Guide's "Texture Fetching" appendix, to which PTX ISA 5.3.2
// defers; docs/executor.md ("Textures and surfaces") says what is chosen
// where neither defines a bit.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/SoftFloat.h"

#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <cstring>

using namespace ptx;
using namespace ptx::exec;
using tex::Object;

namespace {
const char *geomName(TexGeom G) {
  static const char *N[] = {"1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "2dms", "a2dms"};
  return N[unsigned(G)];
}
unsigned geomAxes(TexGeom G) {
  switch (G) {
  case TexGeom::G1d: case TexGeom::A1d: return 1;
  case TexGeom::G3d: return 3;
  default: return 2;
  }
}
bool geomArray(TexGeom G) { return G == TexGeom::A1d || G == TexGeom::A2d; }
float asFloat(uint32_t B) {
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
uint32_t floatBits(float F) {
  uint32_t B;
  std::memcpy(&B, &F, 4);
  return B;
}
} // namespace

const Object *Machine::texObject(Warp &W, Frame &Fr, const Instr &I, unsigned L, bool Sampler,
                                 uint32_t Pc) {
  uint32_t Slot = Sampler ? I.Src[1] : I.Src[0];
  Space Sp = Sampler ? I.Sp2 : I.Sp;
  uint64_t H = 0;
  if (Slot != NoSlot) {
    H = Fr.reg(Slot)[L];
  } else if (Sp == Space::KParam) {
    uint64_t Off = uint64_t((Sampler ? I.A2 : I.A).Off);
    for (unsigned B = 0; B < 8 && Off + B < KParamMem.size(); ++B)
      H |= uint64_t(KParamMem[Off + B]) << (8 * B);
  }
  auto It = Objects.find(H);
  if (It != Objects.end())
    return &It->second;
  std::string What;
  for (const GlobalVar &G : P.Vars)
    if (G.Opaque && G.Addr == H)
      What = "module variable '" + G.Name + "' has no object: give it one with --bind " +
             G.Name + "=" + (G.Opaque == 1 ? "texture:" : G.Opaque == 2 ? "sampler:" : "surface:") +
             "...";
  if (What.empty())
    What = "0x" + llvm::utohexstr(H) + " is not the handle of a texture, sampler or surface of "
           "the launch (--arg texture:/sampler:/surface:, --bind)";
  fault(DiagId::ExecOutOfBounds, Pc, W, L, What);
  return nullptr;
}

ExecStatus Machine::execTexture(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  TexGeom G = TexGeom(I.Sub);

  if (I.Opc == Op::Istypep) {
    uint64_t *D = Fr.reg(I.Dst);
    const uint64_t *S = Fr.reg(I.Src[0]);
    FOR_LANES(E, L) {
      auto It = Objects.find(S[L]);
      D[L] = It != Objects.end() && unsigned(It->second.K) + 1 == I.Sub2;
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }

  if (I.Opc == Op::Txq || I.Opc == Op::Suq) {
    uint64_t *D = Fr.reg(I.Dst);
    static const char *QName[] = {
        "width", "height", "depth", "channel_data_type", "channel_order", "normalized_coords",
        "array_size", "num_mipmap_levels", "num_samples", "force_unnormalized_coords",
        "filter_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2", "memory_layout"};
    FOR_LANES(E, L) {
      const Object *O = texObject(W, Fr, I, L, false, Pc);
      if (!O)
        return ExecStatus::Fault;
      unsigned Q = I.Sub2;
      bool SamplerQ = Q >= 9 && Q <= 13;
      bool Ok = I.Opc == Op::Suq ? O->K == tex::Kind::Surface
                : O->K == tex::Kind::Sampler ? SamplerQ
                                             : O->K == tex::Kind::Texture && Q != 14;
      if (!Ok) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              std::string(I.Opc == Op::Suq ? "suq" : "txq") + "." + QName[Q] + " of a " +
                  (O->K == tex::Kind::Surface ? "surface" : O->K == tex::Kind::Sampler
                                                                ? "sampler" : "texture") +
                  ", which has no such field (PTX ISA 8.5 Tables 11 and 12)");
        return ExecStatus::Fault;
      }
      uint64_t V = 0;
      unsigned Lv = 0;
      if (I.Target == 1) { // txq.level: the size of mipmap level lod
        int32_t Lod = int32_t(uint32_t(Fr.reg(I.Src[1])[L]));
        if (Lod < 0 || unsigned(Lod) >= O->levelCount())
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                   "txq.level of level " + std::to_string(Lod) + " of a texture of " +
                       std::to_string(O->levelCount()) +
                       " levels (the executor gives the size that level would have)");
        Lv = unsigned(std::max(0, Lod));
      }
      switch (Q) {
      case 0: V = Object::levelDim(O->W, Lv); break;
      case 1: V = O->Rank >= 2 ? Object::levelDim(O->H, Lv) : 0; break;
      case 2: V = O->Rank >= 3 ? Object::levelDim(O->D, Lv) : 0; break;
      case 3: V = O->clDataType(); break;
      case 4: V = O->clOrder(); break;
      case 5: V = O->Normalized; break;
      case 6: V = O->Layers; break;
      case 7: V = O->Levels; break;
      case 8: V = 0; break; // no multi-sample textures
      case 9: V = O->ForceUnnormalized; break;
      case 10: V = O->FilterLinear; break;
      case 11: case 12: case 13: V = O->Addr[Q - 11]; break;
      case 14: V = O->LinearLayout; break;
      }
      D[L] = V & bitsMask(I.DstBits);
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }

  if (I.Opc == Op::Suld || I.Opc == Op::Sust || I.Opc == Op::Sured)
    return execSurface(W, Fr, I, Pc, E);

  // tex / tld4.
  bool IsCube = G == TexGeom::Cube || G == TexGeom::ACube;
  bool Arr = geomArray(G) || G == TexGeom::ACube;
  unsigned Axes = geomAxes(G); // a cubemap samples the 2-D face
  unsigned NDst = I.VecN;      // 4, or 2 for .f16x2
  const uint32_t *Dst = X, *Crd = X + NDst;
  const uint32_t *AC = Crd + (Arr ? 1 : 0);            // the coordinates
  const uint32_t *MipOps = AC + (IsCube ? 3 : Axes);   // lod, or dPdx and dPdy
  unsigned Mip = I.Opc == Op::Tex ? I.Target & 0xf : 0; // 0 base, 1 level, 2 grad
  // The offset vector e (one .s32 per axis) after the lod or the partials.
  const uint32_t *OffOps = (I.Target & 0x10) ? MipOps + (Mip == 1 ? 1 : Mip == 2 ? 2 * Axes : 0)
                                             : nullptr;
  bool HalfOut = I.T == Ty::F16 || I.T == Ty::F16x2;
  const char *Name = I.Opc == Op::Tex ? "tex" : "tld4";
  FOR_LANES(E, L) {
    const Object *O = texObject(W, Fr, I, L, false, Pc);
    if (!O)
      return ExecStatus::Fault;
    const Object *S = O;
    if (I.Src[1] != NoSlot || I.Sp2 == Space::KParam) {
      S = texObject(W, Fr, I, L, true, Pc);
      if (!S)
        return ExecStatus::Fault;
      if (S->K != tex::Kind::Sampler) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L, "the sampler operand is not a sampler");
        return ExecStatus::Fault;
      }
    }
    if (O->K != tex::Kind::Texture) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(Name) + " of a " +
                (O->K == tex::Kind::Surface ? "surface" : "sampler") + ", not a texture");
      return ExecStatus::Fault;
    }
    bool GeomOk = IsCube ? O->Cube && (G == TexGeom::ACube) == (O->Layers != 0)
                         : !O->Cube && Arr == (O->Layers != 0) && Axes == O->Rank;
    if (!GeomOk) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(Name) + "." + geomName(G) + " of a " + std::to_string(O->Rank) +
                "-D " + (O->Cube ? "cubemap" : "texture") + (O->Layers ? " array" : "") +
                " (the geometry must match the texture's dims=, layers= and cube=)");
      return ExecStatus::Fault;
    }
    bool Norm = (O->Normalized || (S != O && S->Normalized)) && !S->ForceUnnormalized;
    bool IntCoords = I.T2 == Ty::S32 && !IsCube;
    bool Linear = S->FilterLinear && !IntCoords && I.Opc == Op::Tex;
    bool FloatOut = I.T == Ty::F32 || HalfOut;
    if (O->floatResult() != FloatOut)
      warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
               std::string("a ") + (FloatOut ? tyName(I.T).str() : ".s32/.u32") +
                   " result of a texture whose texels read as " +
                   (O->floatResult() ? "floats" : "integers") +
                   " (the executor writes the texel's bits)");
    uint64_t Layer = 0;
    if (Arr) {
      uint64_t Li = uint32_t(Fr.reg(Crd[0])[L]);
      if (Li >= O->Layers) {
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "layer " + std::to_string(Li) + " of a texture array of " +
                     std::to_string(O->Layers) +
                     " layers (the executor clamps it to the last layer)");
        Li = O->Layers - 1;
      }
      Layer = Li;
    }
    uint8_t Mode[3] = {S->Addr[0], S->Addr[1], S->Addr[2]};
    float Cf[3] = {0, 0, 0};
    int64_t Ci[3] = {0, 0, 0};
    if (IsCube) {
      // The major axis selects the face (PTX ISA 9.0 9.7.10.3 tex.cube); the
      // face's (s, t) follow OpenGL 4.6 Table 8.19, s = (sc / |ma| + 1) / 2
      // (the PTX ISA gives no orientation; docs/executor.md).
      float V[3];
      for (unsigned K = 0; K < 3; ++K)
        V[K] = asFloat(uint32_t(Fr.reg(AC[K])[L]));
      float A[3] = {std::fabs(V[0]), std::fabs(V[1]), std::fabs(V[2])};
      unsigned Ax = A[0] >= A[1] && A[0] >= A[2] ? 0 : A[1] >= A[2] ? 1 : 2;
      unsigned Ties = (A[0] == A[Ax]) + (A[1] == A[Ax]) + (A[2] == A[Ax]);
      bool Bad = std::isnan(V[0]) || std::isnan(V[1]) || std::isnan(V[2]) || A[Ax] == 0 ||
                 std::isinf(A[Ax]);
      if (Ties > 1 || Bad)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 Bad ? std::string("a cubemap direction that is zero, infinite or NaN (the "
                                   "executor reads face 0)")
                     : std::string("a cubemap direction with two coordinates of the largest "
                                   "magnitude: the face is the implementation's choice "
                                   "(OpenGL 4.6 8.13); the executor prefers x, then y"));
      bool Neg = V[Ax] < 0;
      unsigned Face = Bad ? 0 : 2 * Ax + (Neg ? 1 : 0);
      float Sc, Tc;
      switch (Face) {
      case 0: Sc = -V[2]; Tc = -V[1]; break;
      case 1: Sc = V[2]; Tc = -V[1]; break;
      case 2: Sc = V[0]; Tc = V[2]; break;
      case 3: Sc = V[0]; Tc = -V[2]; break;
      case 4: Sc = V[0]; Tc = -V[1]; break;
      default: Sc = -V[0]; Tc = -V[1]; break;
      }
      float Ma = Bad ? 1.0f : A[Ax];
      if (Bad)
        Sc = Tc = 0;
      bool ProjInexact = false;
      for (unsigned K = 0; K < 2; ++K) {
        float Mc = K ? Tc : Sc;
        Cf[K] = (Mc / Ma + 1.0f) * 0.5f;
        ProjInexact |= double(Cf[K]) != (double(Mc) / double(Ma) + 1.0) * 0.5;
      }
      if (ProjInexact)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "a cubemap direction whose face coordinates (sc / |ma| + 1) / 2 are not "
                 "exact in f32: how precisely a GPU projects is not documented (the "
                 "executor divides and rounds in f32)");
      Norm = true;
      Mode[0] = Mode[1] = tex::Clamp; // each face is clamped at its edges
      Layer = Layer * 6 + Face;
    } else {
      for (unsigned K = 0; K < Axes; ++K) {
        uint32_t Raw = uint32_t(Fr.reg(AC[K])[L]);
        if (IntCoords) {
          Ci[K] = int32_t(Raw);
          continue;
        }
        float C = asFloat(Raw);
        if (std::isnan(C))
          C = 0; // the Programming Guide does not say; see docs/executor.md
        if (Norm) {
          // The Guide's wrap and mirror act on the normalized coordinate.
          if (Mode[K] == tex::Wrap) {
            C = C - std::floor(C);
          } else if (Mode[K] == tex::Mirror) {
            float F = std::floor(C);
            C = std::fmod(std::fabs(F), 2.0f) == 0 ? C - F : 1.0f - (C - F);
          }
        }
        Cf[K] = C;
      }
    }

    int64_t Off[3] = {0, 0, 0};
    if (OffOps)
      for (unsigned K = 0; K < Axes; ++K) {
        Off[K] = int32_t(uint32_t(Fr.reg(OffOps[K])[L]));
        if (Off[K] < -8 || Off[K] > 7)
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                   "a texture offset of " + std::to_string(Off[K]) +
                       ", outside the -8..7 PTX ISA 9.7.10.3 allows (the executor adds it)");
      }

    // The mipmap level(s): OpenGL 4.6 8.14 from the level of detail lambda,
    // which tex.level gives and tex.grad derives from the partials.
    unsigned Lv0 = 0, Lv1 = 0, MipW = 0; // MipW: the weight of Lv1 in 1/256
    if (Mip && O->Levels > 1) {
      double Lambda;
      bool LodInexact = false;
      if (Mip == 1) {
        uint32_t Raw = uint32_t(Fr.reg(MipOps[0])[L]);
        Lambda = I.T2 == Ty::S32 ? double(int32_t(Raw)) : double(asFloat(Raw));
      } else {
        double Rho = 0;
        for (unsigned V = 0; V < 2; ++V) {
          double Sq = 0;
          unsigned NonZero = 0;
          for (unsigned K = 0; K < Axes; ++K) {
            double D = asFloat(uint32_t(Fr.reg(MipOps[V * Axes + K])[L]));
            uint64_t N0 = K == 0 ? O->W : K == 1 ? O->H : O->D;
            if (Norm)
              D *= double(N0);
            Sq += D * D;
            NonZero += D != 0;
          }
          Rho = std::max(Rho, std::sqrt(Sq));
          LodInexact |= NonZero > 1; // a GPU may approximate the length
        }
        Lambda = Rho > 0 ? std::log2(Rho) : -HUGE_VAL;
      }
      if (std::isnan(Lambda)) {
        Lambda = 0;
        LodInexact = true;
      }
      unsigned Q = O->Levels - 1;
      double Frac = Lambda - std::floor(Lambda);
      bool OffGrid = std::isfinite(Lambda) && Lambda * 256 != std::floor(Lambda * 256);
      if (!O->MipLinear) {
        // d = ceil(lambda + 1/2) - 1 for lambda > 1/2, else the base level.
        double D = Lambda <= 0.5 ? 0 : std::ceil(Lambda + 0.5) - 1;
        Lv0 = unsigned(std::min(D, double(Q)));
        if (std::isfinite(Lambda) && Lambda > 0 && Lambda < Q + 0.5 &&
            std::fabs(Frac - 0.5) <= 1.0 / 256)
          LodInexact = true; // at or next to a rounding boundary
      } else if (Lambda >= Q) {
        Lv0 = Q;
      } else if (Lambda > 0) {
        Lv0 = unsigned(std::floor(Lambda));
        Lv1 = Lv0 + 1;
        LodInexact |= OffGrid;
        MipW = unsigned(std::nearbyint(Frac * 256));
        if (MipW == 256) {
          Lv0 = Lv1;
          MipW = 0;
        }
      }
      if (LodInexact)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "a level of detail the GPU's fixed-point LOD may round differently (not a "
                 "multiple of 1/256, next to a nearest-level boundary, or from non-axis-aligned "
                 "partials): the PTX ISA and the Programming Guide do not say how the LOD is "
                 "computed (the executor follows OpenGL 4.6 8.14)");
      if (!Norm && (Lv0 || MipW))
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "unnormalized coordinates on mipmap level " + std::to_string(Lv0) +
                     ": what they address on a level past the base is not documented (the "
                     "executor takes them as texel coordinates of that level)");
    }

    // One lookup at mipmap level Lv: 4 channels (bits).
    auto Sample = [&](unsigned Lv, uint32_t Out[4]) {
      uint64_t N[3] = {Object::levelDim(O->W, Lv), Object::levelDim(O->H, Lv),
                       Object::levelDim(O->D, Lv)};
      // Per axis: the first texel index, the weight of its neighbour in
      // 1/256 (linear filtering, tld4), or the one texel (point sampling).
      int64_t I0[3] = {0, 0, 0};
      unsigned A8[3] = {0, 0, 0};
      bool Inexact = false, Seam = false;
      for (unsigned K = 0; K < Axes; ++K) {
        if (IntCoords) {
          I0[K] = Ci[K] + Off[K];
          continue;
        }
        float C = Cf[K];
        if (Norm)
          C = C * float(N[K]);
        // The offset moves the coordinate by whole texels of the level
        // (OpenGL 4.6 8.14.2's textureOffset; the PTX ISA says only that it
        // "is applied to coordinates before doing texture lookup").
        C += float(Off[K]);
        if (Mode[K] == tex::ClampOgl) // GL_CLAMP: the coordinate to [0, N]
          C = std::max(0.0f, std::min(C, float(N[K])));
        if (Linear || I.Opc == Op::Tld4) {
          float XB = C - 0.5f;
          float F = std::floor(XB);
          float Alpha = XB - F;
          I0[K] = int64_t(std::max(-1e15f, std::min(1e15f, F)));
          float A256 = Alpha * 256.0f;
          float R = std::nearbyint(A256);
          Inexact |= R != A256;
          // An infinite coordinate has no fraction (inf - inf): weight 0,
          // the texel at the clamped index (converting the NaN was
          // undefined behaviour; UBSan float-cast-overflow, helper-175).
          A8[K] = std::isnan(R) ? 0 : unsigned(R);
          Seam |= I0[K] < 0 || (I0[K] + 1 >= int64_t(N[K]) && A8[K]);
        } else {
          float F = std::floor(C);
          I0[K] = int64_t(std::max(-1e15f, std::min(1e15f, F)));
          if (Mode[K] == tex::ClampOgl && I0[K] >= int64_t(N[K]))
            I0[K] = int64_t(N[K]) - 1;
        }
      }
      if (Linear && Inexact)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "linear filtering at a coordinate whose weight is not a multiple of 1/256: the "
                 "Programming Guide keeps 8 fractional bits without saying how they are "
                 "rounded (the executor rounds to nearest-even, and rounds the weighted sum "
                 "once)");
      if (IsCube && Seam)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "a cubemap footprint across a face's edge: seamless filtering "
                 "(cudaTextureDesc.seamlessCubemap) is not modelled (the executor clamps to "
                 "the face's edge)");
      uint64_t Base = O->levelOffset(Lv);
      // The texel at index offsets (DX, DY, DZ) from I0; outside the
      // texture under border or clamp_ogl addressing: zero.
      auto Texel = [&](unsigned DX, unsigned DY, unsigned DZ, uint32_t Ch[4]) {
        uint64_t Ix[3] = {0, 0, 0};
        unsigned Dd[3] = {DX, DY, DZ};
        bool In = true;
        for (unsigned K = 0; K < Axes; ++K)
          In &= tex::addressIndex(Mode[K], I0[K] + Dd[K], N[K], Ix[K]);
        if (!In) {
          Ch[0] = Ch[1] = Ch[2] = Ch[3] = 0;
          return;
        }
        uint64_t Off =
            Base + (((Layer * N[2] + Ix[2]) * N[1] + Ix[1]) * N[0] + Ix[0]) * O->elemBytes();
        const uint8_t *B = Regions[size_t(O->Buffer)].Data.data() + Off;
        for (unsigned C = 0; C < 4; ++C)
          Ch[C] = C < O->Chans ? tex::channelValue(*O, B, C)
                  : C < 3      ? 0
                               : (O->floatResult() ? floatBits(1.0f) : 1u);
      };
      if (I.Opc == Op::Tld4) {
        // The 2x2 footprint, counter-clockwise from the lower left (PTX ISA
        // 8.5 9.7.11.4): (i0, j1), (i1, j1), (i1, j0), (i0, j0).
        static const unsigned Fx[4] = {0, 1, 1, 0}, Fy[4] = {1, 1, 0, 0};
        for (unsigned K = 0; K < 4; ++K) {
          uint32_t Ch[4];
          Texel(Fx[K], Fy[K], 0, Ch);
          Out[K] = Ch[I.Sub2];
        }
      } else if (!Linear) {
        Texel(0, 0, 0, Out);
      } else {
        double Sum[4] = {0, 0, 0, 0};
        unsigned Corners = 1u << Axes;
        for (unsigned Cn = 0; Cn < Corners; ++Cn) {
          double Wt = 1;
          unsigned Dd[3] = {0, 0, 0};
          for (unsigned K = 0; K < Axes; ++K) {
            Dd[K] = (Cn >> K) & 1;
            Wt *= (Dd[K] ? A8[K] : 256 - A8[K]) / 256.0;
          }
          if (Wt == 0)
            continue;
          uint32_t Ch[4];
          Texel(Dd[0], Dd[1], Dd[2], Ch);
          for (unsigned C = 0; C < 4; ++C)
            Sum[C] += Wt * double(asFloat(Ch[C]));
        }
        for (unsigned C = 0; C < 4; ++C)
          Out[C] = floatBits(float(Sum[C]));
      }
    };

    uint32_t Out[4];
    Sample(Lv0, Out);
    if (MipW) {
      // Linear mipmap filtering: the two levels blended with an 8-bit
      // weight, like the texel weights (rounded once to f32).
      uint32_t Out1[4];
      Sample(Lv1, Out1);
      for (unsigned C = 0; C < 4; ++C)
        Out[C] = floatBits(float((256 - MipW) / 256.0 * double(asFloat(Out[C])) +
                                 MipW / 256.0 * double(asFloat(Out1[C]))));
    }
    if (HalfOut) {
      // .f16 / .f16x2 results (PTX ISA 9.0 9.7.10.3): each channel rounded
      // to f16; how is not specified, so only exact conversions are sure.
      uint32_t H[4];
      bool HalfInexact = false;
      for (unsigned C = 0; C < 4; ++C) {
        H[C] = uint32_t(fp::cvtF2F(fp::Fmt::F16, fp::Fmt::F32, Out[C]));
        uint32_t Back = uint32_t(fp::cvtF2F(fp::Fmt::F32, fp::Fmt::F16, H[C]));
        HalfInexact |= Back != Out[C] && !std::isnan(asFloat(Out[C]));
      }
      if (HalfInexact)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "a texel value that f16 cannot hold exactly in a " + tyName(I.T).str() +
                     " result: the PTX ISA does not say how it is rounded (the executor rounds "
                     "to nearest-even)");
      if (I.T == Ty::F16x2) {
        Out[0] = H[0] | (H[1] << 16);
        Out[1] = H[2] | (H[3] << 16);
      } else {
        for (unsigned C = 0; C < 4; ++C)
          Out[C] = H[C];
      }
    }
    for (unsigned K = 0; K < NDst; ++K) {
      Fr.reg(Dst[K])[L] = Out[K] & bitsMask(I.DstBits);
      Fr.W[Dst[K]] |= 1u << L;
    }
    if (I.Dst2 != NoSlot) { // resident: every texel of the launch is
      Fr.reg(I.Dst2)[L] = 1;
      Fr.W[I.Dst2] |= 1u << L;
    }
  }
  return ExecStatus::Next;
}

ExecStatus Machine::execSurface(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  TexGeom G = TexGeom(I.Sub);
  unsigned Axes = geomAxes(G);
  bool Arr = geomArray(G);
  unsigned EB = std::max(1u, tyBits(I.T) / 8);
  unsigned Size = EB * I.VecN;
  const uint32_t *Data = X, *Crd = X + I.VecN;
  const char *Name = I.Opc == Op::Suld ? "suld" : I.Opc == Op::Sust ? "sust" : "sured";
  bool SampleAddr = (I.Opc == Op::Sured || I.Opc == Op::Sust) && (I.Target & 0x100);
  bool Formatted = I.Opc == Op::Sust && SampleAddr;
  FOR_LANES(E, L) {
    const Object *O = texObject(W, Fr, I, L, false, Pc);
    if (!O)
      return ExecStatus::Fault;
    if (O->K != tex::Kind::Surface) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(Name) + " of a " +
                (O->K == tex::Kind::Texture ? "texture" : "sampler") + ", not a surface");
      return ExecStatus::Fault;
    }
    if (Arr && !O->Layers) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(Name) + "." + geomName(G) + " of a surface without layers=");
      return ExecStatus::Fault;
    }
    Ty T = I.T;
    if (Formatted)
      Size = O->elemBytes(); // one sample, whatever the source's width
    if (SampleAddr && !Formatted) {
      // sured.p: the sample's format gives .u32/.s32 (PTX ISA 8.5 9.7.12.3).
      if (!O->intChan() || O->chanBytes() * O->Chans != EB || O->Chans != 1) {
        fault(DiagId::ExecUnsupported, Pc, W, L,
              "sured.p on a surface of format other than one " + std::to_string(EB * 8) +
                  "-bit integer channel");
        return ExecStatus::Fault;
      }
      T = O->signedChan() ? (EB == 8 ? Ty::S64 : Ty::S32) : (EB == 8 ? Ty::U64 : Ty::U32);
    }
    int64_t C[3] = {0, 0, 0};
    uint64_t Layer = 0;
    if (Arr)
      Layer = uint32_t(Fr.reg(Crd[0])[L]);
    for (unsigned K = 0; K < Axes; ++K)
      C[K] = int32_t(uint32_t(Fr.reg(Crd[K + (Arr ? 1 : 0)])[L]));
    int64_t RowBytes = int64_t(O->W * O->elemBytes());
    if (SampleAddr)
      C[0] *= int64_t(O->elemBytes());
    // Byte-addressed x must be a multiple of the access size (undefined
    // otherwise: "may proceed by silently masking off low-order address bits").
    if (C[0] % int64_t(Size)) {
      warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
               std::string(Name) + " at byte x = " + std::to_string(C[0]) +
                   ", not a multiple of the access size " + std::to_string(Size) +
                   " (the executor masks off the low bits)");
      C[0] &= ~int64_t(Size - 1);
    }
    int64_t Lim[3] = {RowBytes - int64_t(Size), int64_t(O->H) - 1, int64_t(O->D) - 1};
    bool Out = Layer >= O->layerCount();
    for (unsigned K = 0; K < 3; ++K)
      Out |= C[K] < 0 || C[K] > Lim[K];
    if (Out) {
      if (I.Sub2 == 0 || Lim[0] < 0) { // .trap
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              std::string(Name) + "." + geomName(G) + " at x = " + std::to_string(C[0]) +
                  " bytes, y = " + std::to_string(C[1]) + ", z = " + std::to_string(C[2]) +
                  (Arr ? ", layer " + std::to_string(Layer) : std::string()) + " (" +
                  std::to_string(Size) + " bytes) outside the surface of " +
                  std::to_string(RowBytes) + " x " + std::to_string(O->H) + " x " +
                  std::to_string(O->D) + " bytes" +
                  (O->Layers ? " x " + std::to_string(O->Layers) + " layers" : std::string()) +
                  (I.Sub2 == 0 ? ": .trap traps (PTX ISA 8.5 9.7.12)"
                               : ": the access is wider than a row"));
        return ExecStatus::Fault;
      }
      if (I.Sub2 == 2) { // .zero: loads read zero, stores are dropped
        if (I.Opc == Op::Suld)
          for (unsigned K = 0; K < I.VecN; ++K) {
            Fr.reg(Data[K])[L] = 0;
            Fr.W[Data[K]] |= 1u << L;
          }
        continue;
      }
      // .clamp: the nearest location inside.
      for (unsigned K = 0; K < 3; ++K)
        C[K] = std::max<int64_t>(0, std::min(C[K], Lim[K]));
      Layer = std::min(Layer, O->layerCount() - 1);
    }
    uint64_t Off = ((Layer * O->D + uint64_t(C[2])) * O->H + uint64_t(C[1])) * uint64_t(RowBytes) +
                   uint64_t(C[0]);
    Region &R = Regions[size_t(O->Buffer)];
    uint8_t *B = R.Data.data() + Off;
    if (I.Opc == Op::Suld) {
      for (unsigned K = 0; K < I.VecN; ++K) {
        uint64_t V = 0;
        std::memcpy(&V, B + K * EB, EB);
        Fr.reg(Data[K])[L] = V & bitsMask(I.DstBits);
        Fr.W[Data[K]] |= 1u << L;
      }
    } else if (Formatted) {
      // sust.p (PTX ISA 9.0 9.7.11.2): source element k is component k
      // (R, G, B, A), read as .f32 for float formats and .u32/.s32 for
      // integer ones, converted to the sample's channel type.
      std::string Why;
      unsigned CB = O->chanBytes();
      for (unsigned K = 0; K < std::min<unsigned>(I.VecN, O->Chans); ++K) {
        uint32_t V = uint32_t(Fr.reg(Data[K])[L]);
        uint64_t Out = V;
        switch (O->CT) {
        case tex::Chan::F16: {
          Out = fp::cvtF2F(fp::Fmt::F16, fp::Fmt::F32, V);
          if (uint32_t(fp::cvtF2F(fp::Fmt::F32, fp::Fmt::F16, Out)) != V &&
              !std::isnan(asFloat(V)))
            Why = "a value f16 cannot hold exactly (the executor rounds to nearest-even)";
          break;
        }
        case tex::Chan::U8: case tex::Chan::U16: {
          uint32_t Max = CB == 1 ? 0xffu : 0xffffu;
          if (V > Max) {
            Why = "a .u32 value outside the channel (the executor saturates, as OpenCL's "
                  "write_imageui does)";
            Out = Max;
          }
          break;
        }
        case tex::Chan::S8: case tex::Chan::S16: {
          int32_t Lo = CB == 1 ? -128 : -32768, Hi = CB == 1 ? 127 : 32767;
          int32_t SV = int32_t(V);
          if (SV < Lo || SV > Hi) {
            Why = "a .s32 value outside the channel (the executor saturates, as OpenCL's "
                  "write_imagei does)";
            Out = uint32_t(std::max(Lo, std::min(Hi, SV)));
          }
          break;
        }
        default: // 32-bit channels: the bits
          break;
        }
        std::memcpy(B + K * CB, &Out, CB);
        std::fill(R.Init.begin() + int64_t(Off + K * CB), R.Init.begin() + int64_t(Off + (K + 1) * CB), 1);
      }
      if (I.VecN < O->Chans)
        Why += std::string(Why.empty() ? "" : "; ") + "a source of " + std::to_string(I.VecN) + " components for a sample of " +
              std::to_string(O->Chans) + ": the others are written \"with an unpredictable "
              "value\" (the executor leaves them as they were)";
      if (!Why.empty())
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L, "sust.p: " + Why);
    } else if (I.Opc == Op::Sust) {
      for (unsigned K = 0; K < I.VecN; ++K) {
        uint64_t V = Fr.reg(Data[K])[L];
        std::memcpy(B + K * EB, &V, EB);
      }
      std::fill(R.Init.begin() + int64_t(Off), R.Init.begin() + int64_t(Off + Size), 1);
    } else {
      uint64_t Old = 0, New = 0;
      std::memcpy(&Old, B, EB);
      if (!atomicOp(AtomOp(I.Target & 0xff), T, Old, Fr.reg(Data[0])[L], 0, New, false)) {
        fault(DiagId::ExecUnsupported, Pc, W, L,
              std::string("sured with this operation on ") + tyName(T).str());
        return ExecStatus::Fault;
      }
      std::memcpy(B, &New, EB);
    }
  }
  return ExecStatus::Next;
}
