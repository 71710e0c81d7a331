//===- TensorMap.cpp - the executor's 128-byte tensor-map encoding --------===//
#include "lib/exec/TensorMap.h"

#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace ptx::exec;
using namespace ptx::exec::tmap;

namespace {
const char *const Names[NumTypes] = {"u8",  "u16",    "u32", "s32",  "u64",  "s64",    "f16",
                                     "f32", "f32ftz", "f64", "bf16", "tf32", "tf32ftz"};
const unsigned Sizes[NumTypes] = {1, 2, 4, 4, 8, 8, 2, 4, 4, 8, 2, 4, 4};

template <typename T> void put(uint8_t *P, unsigned Off, T V) { std::memcpy(P + Off, &V, sizeof V); }
template <typename T> T get(const uint8_t *P, unsigned Off) {
  T V;
  std::memcpy(&V, P + Off, sizeof V);
  return V;
}
} // namespace

unsigned tmap::elemBytes(uint8_t T) { return T < NumTypes ? Sizes[T] : 0; }

llvm::StringRef tmap::typeName(uint8_t T) { return T < NumTypes ? Names[T] : "?"; }

bool tmap::parseType(llvm::StringRef S, uint8_t &T) {
  for (uint8_t K = 0; K < NumTypes; ++K)
    if (S == Names[K]) {
      T = K;
      return true;
    }
  return false;
}

void tmap::encode(const TensorMap &M, uint8_t *Out) {
  std::memset(Out, 0, Bytes);
  put<uint32_t>(Out, OMagic, Magic);
  Out[ORank] = uint8_t(M.Rank);
  Out[OType] = M.Type;
  Out[OInterleave] = M.Interleave;
  Out[OSwizzle] = M.Swizzle;
  put<uint64_t>(Out, OAddr, M.Addr);
  Out[OFill] = M.Fill;
  for (unsigned I = 0; I < 5; ++I) {
    put<uint32_t>(Out, ODims + 4 * I, uint32_t(M.Dims[I]));
    put<uint32_t>(Out, OBox + 4 * I, M.Box[I]);
    put<uint32_t>(Out, OEStrides + 4 * I, M.EStrides[I]);
    if (I)
      put<uint64_t>(Out, OStrides + 8 * (I - 1), M.Strides[I]);
  }
}

std::string tmap::decode(const uint8_t *In, TensorMap &M) {
  if (get<uint32_t>(In, OMagic) != Magic)
    return "it does not start with the executor's magic word 0x314d5450 (a tensor-map is "
           "made by --arg tensormap:..., docs/executor.md)";
  M = TensorMap();
  M.Rank = In[ORank];
  M.Type = In[OType];
  M.Interleave = In[OInterleave];
  M.Swizzle = In[OSwizzle];
  M.Addr = get<uint64_t>(In, OAddr);
  M.Fill = In[OFill];
  for (unsigned I = 0; I < 5; ++I) {
    M.Dims[I] = get<uint32_t>(In, ODims + 4 * I);
    M.Box[I] = get<uint32_t>(In, OBox + 4 * I);
    M.EStrides[I] = get<uint32_t>(In, OEStrides + 4 * I);
    if (I)
      M.Strides[I] = get<uint64_t>(In, OStrides + 8 * (I - 1));
  }
  M.Strides[0] = elemBytes(M.Type);
  return validate(M);
}

std::string tmap::validate(const TensorMap &M) {
  unsigned E = elemBytes(M.Type);
  if (!E)
    return "element type " + std::to_string(M.Type) + " is not a CUtensorMapDataType";
  if (M.Rank < 1 || M.Rank > 5)
    return "rank " + std::to_string(M.Rank) + " is not 1..5";
  if (M.Interleave > 2)
    return "interleave " + std::to_string(M.Interleave) + " is not none, 16B or 32B";
  if (M.Swizzle > 3)
    return "swizzle " + std::to_string(M.Swizzle) + " is not none, 32B, 64B or 128B";
  if (M.Fill > 1)
    return "OOB fill " + std::to_string(M.Fill) + " is not none or nan_request_zero_fma";
  bool Float = M.Type >= F16;
  if (M.Fill == 1 && !Float)
    return "OOB fill nan_request_zero_fma needs a floating-point element type";
  if (M.Interleave && M.Rank < 3)
    return "an interleaved layout needs rank 3..5 (PTX ISA 8.5 5.5.5)";
  unsigned AddrAlign = M.Interleave == 2 ? 32 : 16;
  if (M.Addr % AddrAlign)
    return "global address 0x" + llvm::utohexstr(M.Addr) + " is not " + std::to_string(AddrAlign) +
           "-byte aligned";
  for (unsigned I = 0; I < M.Rank; ++I) {
    std::string D = "[" + std::to_string(I) + "]";
    if (M.Dims[I] == 0 || M.Dims[I] > 0xffffffffu)
      return "global dim" + D + " " + std::to_string(M.Dims[I]) + " is not 1..2^32-1";
    if (I && (M.Strides[I] % AddrAlign || M.Strides[I] >= (uint64_t(1) << 40)))
      return "global stride" + D + " " + std::to_string(M.Strides[I]) +
             " bytes is not a multiple of " + std::to_string(AddrAlign) + " below 2^40";
    if (M.Box[I] == 0 || M.Box[I] > 256)
      return "box dim" + D + " " + std::to_string(M.Box[I]) + " is not 1..256";
    if (M.EStrides[I] == 0 || M.EStrides[I] > 8)
      return "element stride" + D + " " + std::to_string(M.EStrides[I]) + " is not 1..8";
  }
  if (!M.Interleave) {
    if (M.Box[0] * E % 16)
      return "the box's inner dimension (" + std::to_string(M.Box[0]) + " x " +
             std::to_string(E) + " bytes) is not a multiple of 16 bytes (PTX ISA 8.5 5.5.3.1)";
    if (M.EStrides[0] != 1)
      return "element stride[0] must be 1 without interleave (PTX ISA 8.5 5.5.3.2)";
    if (M.Swizzle && M.Box[0] * E > swizzleBytes(M.Swizzle))
      return "the box's inner dimension (" + std::to_string(M.Box[0] * E) +
             " bytes) exceeds the swizzle span of " + std::to_string(swizzleBytes(M.Swizzle)) +
             " bytes";
  } else if (M.Interleave == 2 && M.Swizzle != 1) {
    return "32B interleave needs 32B swizzle";
  }
  return "";
}
