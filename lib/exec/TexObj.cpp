//===- TexObj.cpp - textures, samplers and surfaces of the executor -------===//
//
// See TexObj.h and docs/executor.md ("Textures and surfaces").
//
//===----------------------------------------------------------------------===//
#include "lib/exec/TexObj.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

#include <cstring>

using namespace ptx::exec;
using namespace ptx::exec::tex;

unsigned Object::chanBytes() const {
  switch (CT) {
  case Chan::U8: case Chan::S8: return 1;
  case Chan::U16: case Chan::S16: case Chan::F16: return 2;
  default: return 4;
  }
}

uint32_t Object::clDataType() const {
  // CL_SNORM_INT8 0x10D0 ... CL_FLOAT 0x10DE (Table 13).
  if (ReadNormalized)
    switch (CT) {
    case Chan::S8: return 0x10D0;
    case Chan::S16: return 0x10D1;
    case Chan::U8: return 0x10D2;
    case Chan::U16: return 0x10D3;
    default: break;
    }
  switch (CT) {
  case Chan::S8: return 0x10D7;
  case Chan::S16: return 0x10D8;
  case Chan::S32: return 0x10D9;
  case Chan::U8: return 0x10DA;
  case Chan::U16: return 0x10DB;
  case Chan::U32: return 0x10DC;
  case Chan::F16: return 0x10DD;
  case Chan::F32: return 0x10DE;
  }
  return 0;
}

uint32_t Object::clOrder() const {
  // CL_R 0x10B0, CL_RG 0x10B2, CL_RGBA 0x10B5 (Table 14).
  return Chans == 1 ? 0x10B0 : Chans == 2 ? 0x10B2 : 0x10B5;
}

static bool parseNum(llvm::StringRef S, uint64_t &V) {
  return !S.empty() && !S.getAsInteger(0, V);
}

static int addrMode(llvm::StringRef V) {
  return llvm::StringSwitch<int>(V)
      .Case("wrap", Wrap)
      .Case("mirror", Mirror)
      .Case("clamp_ogl", ClampOgl)
      .Cases("clamp_to_edge", "clamp", Clamp)
      .Cases("clamp_to_border", "border", Border)
      .Default(-1);
}

std::string tex::parseFields(llvm::StringRef Fields, Object &O) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Fields.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef F : Parts) {
    auto [Key, Val] = F.split('=');
    Key = Key.trim();
    Val = Val.trim();
    bool Sampler = Key == "filter_mode" || Key.startswith("addr_mode") ||
                   Key == "normalized_coords" || Key == "force_unnormalized_coords";
    bool TexOnly = Key == "read" || Key == "levels" || Key == "mipmap_filter_mode" ||
                   Key == "cube";
    if (O.K == Kind::Surface && (Sampler || TexOnly))
      return (llvm::Twine("'") + Key + "' is a texture field; a surface has none").str();
    if (O.K == Kind::Sampler && !Sampler)
      return (llvm::Twine("'") + Key +
              "' is not a sampler field (filter_mode, addr_mode_0..2, normalized_coords, "
              "force_unnormalized_coords)")
          .str();
    if (Key == "format") {
      auto [TyS, NS] = Val.split('x');
      int C = llvm::StringSwitch<int>(TyS)
                  .Case("u8", int(Chan::U8)).Case("s8", int(Chan::S8))
                  .Case("u16", int(Chan::U16)).Case("s16", int(Chan::S16))
                  .Case("u32", int(Chan::U32)).Case("s32", int(Chan::S32))
                  .Case("f16", int(Chan::F16)).Case("f32", int(Chan::F32))
                  .Default(-1);
      uint64_t N = 1;
      if (C < 0 || (!NS.empty() && !parseNum(NS, N)) || (N != 1 && N != 2 && N != 4))
        return "expected format=TYPE[xN], TYPE one of u8 s8 u16 s16 u32 s32 f16 f32 and N "
               "1, 2 or 4 channels";
      O.CT = Chan(C);
      O.Chans = unsigned(N);
    } else if (Key == "dims") {
      llvm::SmallVector<llvm::StringRef, 3> D;
      Val.split(D, 'x');
      uint64_t V[3] = {1, 1, 1};
      if (D.size() > 3)
        return "expected dims=W[xH[xD]]";
      for (size_t I = 0; I < D.size(); ++I)
        if (!parseNum(D[I], V[I]) || V[I] == 0 || V[I] > (1u << 16))
          return "expected dims=W[xH[xD]], each 1..65536";
      O.Rank = unsigned(D.size());
      O.W = V[0];
      O.H = V[1];
      O.D = V[2];
    } else if (Key == "layers") {
      if (!parseNum(Val, O.Layers) || O.Layers == 0 || O.Layers > 2048)
        return "expected layers=N, 1..2048";
    } else if (Key == "levels") {
      uint64_t N;
      if (!parseNum(Val, N) || N == 0 || N > 17)
        return "expected levels=N, 1..17 mipmap levels";
      O.Levels = unsigned(N);
    } else if (Key == "mipmap_filter_mode") {
      if (Val != "nearest" && Val != "point" && Val != "linear")
        return "expected mipmap_filter_mode=nearest|linear";
      O.MipLinear = Val == "linear";
    } else if (Key == "cube") {
      if (Val != "0" && Val != "1")
        return "expected cube=0|1";
      O.Cube = Val == "1";
    } else if (Key == "layout") {
      if (Val != "array" && Val != "linear")
        return "expected layout=array|linear";
      O.LinearLayout = Val == "linear";
    } else if (Key == "read") {
      if (Val != "element" && Val != "normalized")
        return "expected read=element|normalized";
      O.ReadNormalized = Val == "normalized";
    } else if (Key == "filter_mode") {
      if (Val != "nearest" && Val != "point" && Val != "linear")
        return "expected filter_mode=nearest|linear";
      O.FilterLinear = Val == "linear";
    } else if (Key == "addr_mode" || Key == "addr_mode_0" || Key == "addr_mode_1" ||
               Key == "addr_mode_2") {
      int M = addrMode(Val);
      if (M < 0)
        return "expected " + Key.str() +
               "=wrap|mirror|clamp_ogl|clamp_to_edge|clamp_to_border (or clamp, border)";
      if (Key == "addr_mode")
        O.Addr[0] = O.Addr[1] = O.Addr[2] = uint8_t(M);
      else
        O.Addr[Key.back() - '0'] = uint8_t(M);
    } else if (Key == "normalized_coords" || Key == "force_unnormalized_coords") {
      bool B;
      if (Val == "1" || Val == "true")
        B = true;
      else if (Val == "0" || Val == "false")
        B = false;
      else
        return "expected " + Key.str() + "=0|1";
      (Key == "normalized_coords" ? O.Normalized : O.ForceUnnormalized) = B;
    } else {
      return "unknown field '" + F.str() + "'";
    }
  }
  return "";
}

std::string tex::validate(const Object &O) {
  if (O.K == Kind::Sampler)
    return "";
  if (O.ReadNormalized && !(O.intChan() && O.chanBytes() <= 2))
    return "read=normalized needs an 8- or 16-bit integer format (cudaReadModeNormalizedFloat)";
  if (O.K == Kind::Texture && O.FilterLinear && !O.floatResult())
    return "filter_mode=linear needs a float format or read=normalized (CUDA refuses linear "
           "filtering of integer texels)";
  if (O.Cube && (O.Rank != 2 || O.W != O.H))
    return "cube=1 needs dims=WxW (a cubemap's faces are square, PTX ISA 9.7.10.3)";
  if (O.Levels) {
    uint64_t M = std::max({O.W, O.Rank >= 2 ? O.H : 1, O.Rank >= 3 ? O.D : 1});
    unsigned Most = 1;
    while (M >>= 1)
      ++Most;
    if (O.Levels > Most)
      return "levels=" + std::to_string(O.Levels) + " exceeds the " + std::to_string(Most) +
             " levels of the full mipmap pyramid (numLODs = 1 + floor(log2(max(w, h, d))), "
             "PTX ISA 9.7.10.2)";
    if (O.K == Kind::Surface)
      return "a surface has no mipmap levels";
  }
  if (O.K == Kind::Texture && O.MipLinear && !O.floatResult())
    return "mipmap_filter_mode=linear needs a float format or read=normalized";
  for (unsigned D = 0; D < 3; ++D) {
    if ((O.Addr[D] == Wrap || O.Addr[D] == Mirror) && !O.Normalized)
      return "addr_mode wrap and mirror need normalized_coords=1 (CUDA supports them only "
             "for normalized coordinates)";
  }
  return "";
}

static float halfToFloat(uint16_t H) {
  uint32_t S = uint32_t(H >> 15) << 31, E = (H >> 10) & 31, M = H & 0x3ff, Bits;
  if (E == 31)
    Bits = S | 0x7f800000u | (M << 13);
  else if (E)
    Bits = S | ((E + 112) << 23) | (M << 13);
  else if (!M)
    Bits = S;
  else { // subnormal: normalize
    unsigned Sh = 0;
    while (!(M & 0x400)) {
      M <<= 1;
      ++Sh;
    }
    Bits = S | ((113 - Sh) << 23) | ((M & 0x3ff) << 13);
  }
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}

uint32_t tex::channelValue(const Object &O, const uint8_t *P, unsigned C) {
  const uint8_t *Q = P + C * O.chanBytes();
  uint32_t Raw = 0;
  std::memcpy(&Raw, Q, O.chanBytes());
  float F;
  uint32_t Bits;
  switch (O.CT) {
  case Chan::F32:
    return Raw;
  case Chan::F16:
    F = halfToFloat(uint16_t(Raw));
    break;
  case Chan::U8: case Chan::U16:
    if (!O.ReadNormalized)
      return Raw;
    // The Programming Guide's promotion: v / (2^n - 1), IEEE f32 division.
    F = float(Raw) / (O.CT == Chan::U8 ? 255.0f : 65535.0f);
    break;
  case Chan::S8: case Chan::S16: {
    int32_t V = O.CT == Chan::S8 ? int32_t(int8_t(Raw)) : int32_t(int16_t(Raw));
    if (!O.ReadNormalized)
      return uint32_t(V);
    // -2^(n-1) maps to -1.0 like -(2^(n-1) - 1).
    float Den = O.CT == Chan::S8 ? 127.0f : 32767.0f;
    F = float(V) / Den;
    if (F < -1.0f)
      F = -1.0f;
    break;
  }
  default:
    return Raw;
  }
  std::memcpy(&Bits, &F, 4);
  return Bits;
}

bool tex::addressIndex(uint8_t M, int64_t I, uint64_t N, uint64_t &Out) {
  int64_t SN = int64_t(N);
  switch (M) {
  case Wrap:
    Out = uint64_t(((I % SN) + SN) % SN);
    return true;
  case Mirror: {
    int64_t P = ((I % (2 * SN)) + 2 * SN) % (2 * SN);
    Out = uint64_t(P < SN ? P : 2 * SN - 1 - P);
    return true;
  }
  case Border:
  case ClampOgl: // the coordinate is clamped before (ExecTexture.cpp)
    if (I < 0 || I >= SN)
      return false;
    Out = uint64_t(I);
    return true;
  default: // clamp
    Out = uint64_t(I < 0 ? 0 : I >= SN ? SN - 1 : I);
    return true;
  }
}
