//===- ExecFloat.cpp - floating-point instructions via softfloat ----------===//
//
// Lane loops for PTX ISA 8.5 9.7.3 (f32/f64), 9.7.4 (f16, bf16 and their x2
// forms), 9.7.5 (mixed precision) and the float conversions of cvt
// (9.7.10.20). The arithmetic itself
// is the bit-exact softfloat library (lib/exec/softfloat); this file only
// selects the function for the instruction's type and modifiers. The
// `.approx` transcendental forms are the library's correctly rounded models,
// not NVIDIA's unpublished tables (docs/executor.md).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/Compare.h"

using namespace ptx;
using namespace ptx::exec;

namespace {

bool halfFmt(Ty T, fp::Fmt &F, bool &X2) {
  X2 = T == Ty::F16x2 || T == Ty::BF16x2;
  if (T == Ty::F16 || T == Ty::F16x2) {
    F = fp::Fmt::F16;
    return true;
  }
  if (T == Ty::BF16 || T == Ty::BF16x2) {
    F = fp::Fmt::BF16;
    return true;
  }
  return false;
}

bool floatFmt(Ty T, fp::Fmt &F) {
  switch (T) {
  case Ty::F16: F = fp::Fmt::F16; return true;
  case Ty::BF16: F = fp::Fmt::BF16; return true;
  case Ty::F32: F = fp::Fmt::F32; return true;
  case Ty::F64: F = fp::Fmt::F64; return true;
  default: return false;
  }
}

bool intType(Ty T, fp::IntT &I) {
  switch (T) {
  case Ty::U8: I = fp::IntT::U8; return true;
  case Ty::U16: I = fp::IntT::U16; return true;
  case Ty::U32: I = fp::IntT::U32; return true;
  case Ty::U64: I = fp::IntT::U64; return true;
  case Ty::S8: I = fp::IntT::S8; return true;
  case Ty::S16: I = fp::IntT::S16; return true;
  case Ty::S32: I = fp::IntT::S32; return true;
  case Ty::S64: I = fp::IntT::S64; return true;
  default: return false;
  }
}

} // namespace

ExecStatus Machine::execFloat(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  if (I.Opc == Op::FMul && I.Dst2 != NoSlot) {
    // A product ptxas fuses into adds that run after its operands are
    // overwritten: keep their values for them (DecodeContract.cpp), operand
    // K (Sub2 bit K) in slot Dst2 + K.
    for (unsigned K = 0; K < 2; ++K) {
      if (!(I.Sub2 >> K & 1))
        continue;
      const uint64_t *S = Fr.reg(I.Src[K]);
      uint64_t *Keep = Fr.reg(I.Dst2 + K);
      FOR_LANES(E, L) Keep[L] = S[L];
      Fr.W[I.Dst2 + K] |= E;
    }
  }
  const unsigned TB = tyBits(I.T);
  const unsigned DB = I.DstBits;
  uint64_t *D = Fr.reg(I.Dst);
  const uint64_t *A = I.NumSrc > 0 ? Fr.reg(I.Src[0]) : nullptr;
  const uint64_t *B = I.NumSrc > 1 ? Fr.reg(I.Src[1]) : nullptr;
  const uint64_t *C = I.NumSrc > 2 ? Fr.reg(I.Src[2]) : nullptr;
  const fp::Rnd R = fp::Rnd(I.Rnd);
  const bool Ftz = I.Flags & F_Ftz, Sat = I.Flags & F_Sat, Approx = I.Flags & F_Approx;
  auto Out = [&](unsigned L, uint64_t V) { D[L] = fitDst(V, TB, false, DB); };
  auto Unsupported = [&]() {
    fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)),
          (I.Stmt ? I.Stmt->Opcode.Text.str() : std::string("?")) + tyName(I.T).str());
    return ExecStatus::Fault;
  };
  fp::Fmt HF = fp::Fmt::F16;
  bool X2 = false;
  bool Half = halfFmt(I.T, HF, X2);
  fp::HMods HM;
  HM.R = R;
  HM.Ftz = Ftz;
  HM.Sat = Sat;
  HM.Relu = I.Flags & F_Relu;
  fp::MinMaxMods MM;
  MM.Ftz = Ftz;
  MM.NaN = I.Flags & F_NaN;
  MM.Abs = I.Flags & F_Abs;
  MM.XorSign = I.Flags & F_XorSign;

  if ((I.T2 == Ty::F16 || I.T2 == Ty::BF16) && I.T == Ty::F32 &&
      (I.Opc == Op::FAdd || I.Opc == Op::FSub || I.Opc == Op::FFma)) {
    // Mixed precision (PTX ISA 8.5 9.7.5).
    fp::Fmt AF = I.T2 == Ty::F16 ? fp::Fmt::F16 : fp::Fmt::BF16;
    FOR_LANES(E, L) {
      uint32_t V = I.Opc == Op::FAdd ? fp::addMixed(AF, uint16_t(A[L]), uint32_t(B[L]), R, Sat)
                   : I.Opc == Op::FSub
                       ? fp::subMixed(AF, uint16_t(A[L]), uint32_t(B[L]), R, Sat)
                       : fp::fmaMixed(AF, uint16_t(A[L]), uint16_t(B[L]), uint32_t(C[L]), R, Sat);
      Out(L, V);
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }

  if (I.VecN == 2 && I.T == Ty::F32 &&
      (I.Opc == Op::FAdd || I.Opc == Op::FSub || I.Opc == Op::FMul || I.Opc == Op::FFma)) {
    // .f32x2 (PTX ISA 9.0 9.7.3.3-6): each 32-bit half on its own, with the
    // instruction's rounding and .ftz.
    auto One = [&](uint32_t X, uint32_t Y, uint32_t Z) -> uint32_t {
      switch (I.Opc) {
      case Op::FAdd: return fp::add32(X, Y, R, Ftz, false);
      case Op::FSub: return fp::sub32(X, Y, R, Ftz, false);
      case Op::FMul: return fp::mul32(X, Y, R, Ftz, false);
      default: return fp::fma32(X, Y, Z, R, Ftz, false);
      }
    };
    FOR_LANES(E, L) {
      uint64_t Lo = One(uint32_t(A[L]), uint32_t(B[L]), C ? uint32_t(C[L]) : 0);
      uint64_t Hi = One(uint32_t(A[L] >> 32), uint32_t(B[L] >> 32), C ? uint32_t(C[L] >> 32) : 0);
      D[L] = Lo | Hi << 32;
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }

  switch (I.Opc) {
  case Op::CvtPack: { // PTX ISA 8.5 9.7.10.20: packed and narrow formats
    fp::Fmt DF = fp::Fmt(I.Sub), SF = fp::Fmt(I.Sub2);
    fp::CvtOpts O;
    O.R = R;
    O.Ftz = Ftz;
    O.Sat = Sat;
    O.SatFinite = I.Flags & F_SatFinite;
    O.Relu = I.Flags & F_Relu;
    bool DX2 = I.VecN == 2, SX2 = I.Flags & F_Left;
    unsigned DBits = DX2 ? (DF == fp::Fmt::F16 || DF == fp::Fmt::BF16 ? 32 : 16)
                         : (DF == fp::Fmt::TF32 ? 32 : fp::fmtInfo(DF).Bits);
    FOR_LANES(E, L) {
      uint64_t V;
      if (DX2 && I.NumSrc == 3 && R == fp::Rnd::RS && SF == fp::Fmt::F32) {
        fp::CvtOpts OR = O; // cvt.rs: c is rbits (split per element by cvtPack2F32)
        OR.RBits = uint32_t(C[L]);
        V = fp::cvtPack2F32(DF, uint32_t(A[L]), uint32_t(B[L]), OR);
      } else if (DX2 && I.NumSrc == 2 && SF == fp::Fmt::F32)
        V = fp::cvtPack2F32(DF, uint32_t(A[L]), uint32_t(B[L]), O);
      else if (DX2 && SX2 && (DF == fp::Fmt::F16 || DF == fp::Fmt::BF16))
        V = fp::cvtUnpack2(DF, SF, uint32_t(A[L]), O.Relu);
      else if (DX2 && SX2)
        V = fp::cvtPack2H2(DF, SF, uint32_t(A[L]), O);
      else if (!DX2 && !SX2 && I.NumSrc == 1)
        V = fp::cvtF2F(DF, SF, A[L] & bitsMask(fp::fmtInfo(SF).Bits), O);
      else
        return Unsupported();
      D[L] = V & bitsMask(std::min<unsigned>(DBits, DB));
    }
    break;
  }
  case Op::FAdd:
  case Op::FSub:
  case Op::FMul: {
    int K = I.Opc == Op::FAdd ? 0 : I.Opc == Op::FSub ? 1 : 2;
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) {
        uint32_t X = uint32_t(A[L]), Y = uint32_t(B[L]);
        Out(L, K == 0 ? fp::add32(X, Y, R, Ftz, Sat) : K == 1 ? fp::sub32(X, Y, R, Ftz, Sat)
                                                              : fp::mul32(X, Y, R, Ftz, Sat));
      }
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, K == 0 ? fp::add64(A[L], B[L], R) : K == 1 ? fp::sub64(A[L], B[L], R)
                                                                        : fp::mul64(A[L], B[L], R));
    } else if (Half && !X2) {
      FOR_LANES(E, L) {
        uint16_t X = uint16_t(A[L]), Y = uint16_t(B[L]);
        Out(L, K == 0 ? fp::addH(HF, X, Y, HM) : K == 1 ? fp::subH(HF, X, Y, HM)
                                                        : fp::mulH(HF, X, Y, HM));
      }
    } else if (Half) {
      FOR_LANES(E, L) {
        uint32_t X = uint32_t(A[L]), Y = uint32_t(B[L]);
        Out(L, K == 0 ? fp::addH2(HF, X, Y, HM) : K == 1 ? fp::subH2(HF, X, Y, HM)
                                                         : fp::mulH2(HF, X, Y, HM));
      }
    } else {
      return Unsupported();
    }
    break;
  }
  case Op::FFma:
    if (I.Sub2) {
      // A mul+add pair that ptxas contracts (DecodeContract.cpp): bit 0
      // negates the product, bit 1 the addend.
      uint64_t SignBit = I.T == Ty::F64 ? 1ull << 63 : I.T == Ty::F32 ? 1ull << 31
                         : X2 ? 0x80008000ull : 0x8000ull;
      uint64_t NA = I.Sub2 & 1 ? SignBit : 0, NC = I.Sub2 & 2 ? SignBit : 0;
      FOR_LANES(E, L) {
        uint64_t X = A[L] ^ NA, Y = B[L], Z = C[L] ^ NC;
        uint64_t V = I.T == Ty::F32  ? fp::fma32(uint32_t(X), uint32_t(Y), uint32_t(Z), R, Ftz, Sat)
                     : I.T == Ty::F64 ? fp::fma64(X, Y, Z, R)
                     : X2 ? fp::fmaH2(HF, uint32_t(X), uint32_t(Y), uint32_t(Z), HM)
                          : fp::fmaH(HF, uint16_t(X), uint16_t(Y), uint16_t(Z), HM);
        Out(L, V);
      }
    } else if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, fp::fma32(uint32_t(A[L]), uint32_t(B[L]), uint32_t(C[L]), R, Ftz, Sat));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, fp::fma64(A[L], B[L], C[L], R));
    } else if (Half && I.Sub == 1) {
      // fma.oob (PTX ISA 9.0 9.7.4.4): +0 where an operand is the OOB-NaN of
      // tensor copies, whose encoding the spec does not give; other NaNs
      // propagate. The executor treats every NaN as an ordinary one and says so.
      auto IsNaN = [&](uint32_t H) {
        return HF == fp::Fmt::F16 ? (H & 0x7c00) == 0x7c00 && (H & 0x3ff)
                                  : (H & 0x7f80) == 0x7f80 && (H & 0x7f);
      };
      FOR_LANES(E, L) {
        for (unsigned K = 0; K < (X2 ? 2u : 1u); ++K)
          if (IsNaN(uint32_t(A[L] >> (16 * K)) & 0xffff) || IsNaN(uint32_t(B[L] >> (16 * K)) & 0xffff) ||
              IsNaN(uint32_t(C[L] >> (16 * K)) & 0xffff))
            warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                     "fma.oob with a NaN operand: the spec does not give the OOB-NaN encoding "
                     "(the executor treats every NaN as an ordinary NaN)");
        Out(L, X2 ? fp::fmaH2(HF, uint32_t(A[L]), uint32_t(B[L]), uint32_t(C[L]), HM)
                  : fp::fmaH(HF, uint16_t(A[L]), uint16_t(B[L]), uint16_t(C[L]), HM));
      }
    } else if (Half && !X2) {
      FOR_LANES(E, L) Out(L, fp::fmaH(HF, uint16_t(A[L]), uint16_t(B[L]), uint16_t(C[L]), HM));
    } else if (Half) {
      FOR_LANES(E, L) Out(L, fp::fmaH2(HF, uint32_t(A[L]), uint32_t(B[L]), uint32_t(C[L]), HM));
    } else {
      return Unsupported();
    }
    break;
  case Op::FDiv:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) {
        uint32_t X = uint32_t(A[L]), Y = uint32_t(B[L]);
        Out(L, Approx ? fp::div32Approx(X, Y, Ftz)
               : (I.Flags & F_Full) ? fp::div32Full(X, Y, Ftz)
                                    : fp::div32(X, Y, R, Ftz));
      }
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, fp::div64(A[L], B[L], R));
    } else {
      return Unsupported();
    }
    break;
  case Op::FRcp:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, Approx ? fp::rcp32Approx(uint32_t(A[L]), Ftz)
                                    : fp::rcp32(uint32_t(A[L]), R, Ftz));
    } else if (I.T == Ty::F64) {
      if (Approx && !Ftz)
        return Unsupported();
      FOR_LANES(E, L) Out(L, Approx ? fp::rcp64ApproxFtz(A[L]) : fp::rcp64(A[L], R));
    } else {
      return Unsupported();
    }
    break;
  case Op::FSqrt:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, Approx ? fp::sqrt32Approx(uint32_t(A[L]), Ftz)
                                    : fp::sqrt32(uint32_t(A[L]), R, Ftz));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, fp::sqrt64(A[L], R));
    } else {
      return Unsupported();
    }
    break;
  case Op::FRsqrt:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, fp::rsqrt32Approx(uint32_t(A[L]), Ftz));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, Ftz ? fp::rsqrt64ApproxFtz(A[L]) : fp::rsqrt64Approx(A[L]));
    } else {
      return Unsupported();
    }
    break;
  case Op::FSin:
  case Op::FCos:
  case Op::FLg2:
  case Op::FEx2:
  case Op::FTanh:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) {
        uint32_t X = uint32_t(A[L]);
        uint32_t V = I.Opc == Op::FSin   ? fp::sin32Approx(X, Ftz)
                     : I.Opc == Op::FCos ? fp::cos32Approx(X, Ftz)
                     : I.Opc == Op::FLg2 ? fp::lg232Approx(X, Ftz)
                     : I.Opc == Op::FEx2 ? fp::ex232Approx(X, Ftz)
                                         : fp::tanh32Approx(X);
        Out(L, V);
      }
    } else if (Half && (I.Opc == Op::FEx2 || I.Opc == Op::FTanh)) {
      FOR_LANES(E, L) {
        uint64_t V;
        if (I.Opc == Op::FEx2)
          V = X2 ? fp::ex2H2Approx(HF, uint32_t(A[L]), Ftz) : fp::ex2HApprox(HF, uint16_t(A[L]), Ftz);
        else
          V = X2 ? fp::tanhH2Approx(HF, uint32_t(A[L])) : fp::tanhHApprox(HF, uint16_t(A[L]));
        Out(L, V);
      }
    } else {
      return Unsupported();
    }
    break;
  case Op::FAbs:
  case Op::FNeg: {
    bool Abs = I.Opc == Op::FAbs;
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, Abs ? fp::abs32(uint32_t(A[L]), Ftz) : fp::neg32(uint32_t(A[L]), Ftz));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, Abs ? fp::abs64(A[L]) : fp::neg64(A[L]));
    } else if (Half && !X2) {
      FOR_LANES(E, L) Out(L, Abs ? fp::absH(HF, uint16_t(A[L]), Ftz) : fp::negH(HF, uint16_t(A[L]), Ftz));
    } else if (Half) {
      FOR_LANES(E, L) Out(L, Abs ? fp::absH2(HF, uint32_t(A[L]), Ftz) : fp::negH2(HF, uint32_t(A[L]), Ftz));
    } else {
      return Unsupported();
    }
    break;
  }
  case Op::FMin:
  case Op::FMax: {
    bool Min = I.Opc == Op::FMin;
    bool Three = I.NumSrc == 3;
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) {
        uint32_t X = uint32_t(A[L]), Y = uint32_t(B[L]);
        Out(L, Three ? (Min ? fp::min32x3(X, Y, uint32_t(C[L]), MM) : fp::max32x3(X, Y, uint32_t(C[L]), MM))
                     : (Min ? fp::min32(X, Y, MM) : fp::max32(X, Y, MM)));
      }
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, Three ? (Min ? fp::min64x3(A[L], B[L], C[L], MM) : fp::max64x3(A[L], B[L], C[L], MM))
                                   : (Min ? fp::min64(A[L], B[L], MM) : fp::max64(A[L], B[L], MM)));
    } else if (Half && !Three) {
      FOR_LANES(E, L) {
        uint64_t V = X2 ? (Min ? fp::minH2(HF, uint32_t(A[L]), uint32_t(B[L]), MM)
                               : fp::maxH2(HF, uint32_t(A[L]), uint32_t(B[L]), MM))
                        : (Min ? fp::minH(HF, uint16_t(A[L]), uint16_t(B[L]), MM)
                               : fp::maxH(HF, uint16_t(A[L]), uint16_t(B[L]), MM));
        Out(L, V);
      }
    } else {
      return Unsupported();
    }
    break;
  }
  case Op::FCopysign:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) Out(L, fp::copysign32(uint32_t(A[L]), uint32_t(B[L])));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) Out(L, fp::copysign64(A[L], B[L]));
    } else {
      return Unsupported();
    }
    break;
  case Op::FTestp:
    if (I.T == Ty::F32) {
      FOR_LANES(E, L) D[L] = fp::testp32(fp::TestP(I.Sub), uint32_t(A[L]));
    } else if (I.T == Ty::F64) {
      FOR_LANES(E, L) D[L] = fp::testp64(fp::TestP(I.Sub), A[L]);
    } else {
      return Unsupported();
    }
    break;
  case Op::Cvt: { // PTX ISA 8.5 9.7.10.20
    fp::Fmt DF, SF;
    fp::IntT DI, SI;
    bool DFl = floatFmt(I.T, DF), SFl = floatFmt(I.T2, SF);
    fp::CvtOpts O;
    O.R = R;
    O.Ftz = Ftz;
    O.Sat = Sat;
    O.SatFinite = I.Flags & F_SatFinite;
    O.Relu = I.Flags & F_Relu;
    bool Sg = tySigned(I.T);
    if (DFl && SFl) {
      if ((I.Flags & F_RndInt) && DF == SF) {
        FOR_LANES(E, L) Out(L, fp::cvtRoundInt(DF, A[L] & bitsMask(tyBits(I.T2)), R, Ftz, Sat));
      } else {
        FOR_LANES(E, L) Out(L, fp::cvtF2F(DF, SF, A[L] & bitsMask(tyBits(I.T2)), O));
      }
    } else if (!DFl && SFl && intType(I.T, DI)) {
      FOR_LANES(E, L) D[L] = fitDst(fp::cvtF2I(DI, SF, A[L] & bitsMask(tyBits(I.T2)), R, Ftz), TB, Sg, DB);
    } else if (DFl && !SFl && intType(I.T2, SI)) {
      FOR_LANES(E, L) Out(L, fp::cvtI2F(DF, SI, A[L], O));
    } else {
      return Unsupported();
    }
    break;
  }
  default:
    return Unsupported();
  }
  Fr.W[I.Dst] |= E;
  return ExecStatus::Next;
}
