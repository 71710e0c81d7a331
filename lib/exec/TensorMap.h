//===- TensorMap.h - the executor's 128-byte tensor-map encoding -*- C++ -*-===//
//
// A tensor-map (PTX ISA 8.5 5.5.7) is a 128-byte object that PTX treats as
// opaque: CUDA's cuTensorMapEncodeTiled makes it for the GPU in a format
// NVIDIA does not publish. `ptxlint run --arg tensormap:...` makes one in
// this executor's own format (docs/executor.md, "Tensor maps"), which
// cp.async.bulk.tensor and its relatives read; a map without the magic word
// (one copied from a real CUtensorMap) is a fault. All fields little-endian:
//
//   0   u32  magic 0x314d5450 ("PTM1")
//   4   u8   rank 1..5
//   5   u8   element type (the numbering of tensormap.replace .elemtype,
//            PTX ISA 8.5 9.7.10.25: 0 u8 .. 12 tf32.ftz)
//   6   u8   interleave (CUtensorMapInterleave: 0 none, 1 16B, 2 32B)
//   7   u8   swizzle (CUtensorMapSwizzle: 0 none, 1 32B, 2 64B, 3 128B)
//   8   u64  global address
//   16  u32  global dims [5] (1..2^32-1)
//   36  u8   OOB fill (0 zero, 1 nan_request_zero_fma)
//   40  u64  global strides in bytes of dims 1..4 [4]
//   72  u32  box dims [5]
//   92  u32  element (traversal) strides [5]
//   112 16 bytes, zero
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LIB_EXEC_TENSORMAP_H
#define PTXLINT_LIB_EXEC_TENSORMAP_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace ptx::exec::tmap {

constexpr uint32_t Magic = 0x314d5450;
constexpr unsigned Bytes = 128;
enum FieldOff : unsigned {
  OMagic = 0, ORank = 4, OType = 5, OInterleave = 6, OSwizzle = 7, OAddr = 8, ODims = 16,
  OFill = 36, OStrides = 40, OBox = 72, OEStrides = 92,
};
/// The element types as tensormap.replace numbers them (PTX ISA 8.5
/// 9.7.10.25, Table 32; not CUtensorMapDataType's numbering).
enum DataType : uint8_t {
  U8 = 0, U16, U32, S32, U64, S64, F16, F32, F32Ftz, F64, BF16, TF32, TF32Ftz, NumTypes
};

struct TensorMap {
  unsigned Rank = 1;
  uint8_t Type = U8, Interleave = 0, Swizzle = 0, Fill = 0;
  uint64_t Addr = 0;
  uint64_t Dims[5] = {1, 1, 1, 1, 1};
  /// Strides[0] is the element size; Strides[i], i >= 1, from the map.
  uint64_t Strides[5] = {0, 0, 0, 0, 0};
  uint32_t Box[5] = {1, 1, 1, 1, 1};
  uint32_t EStrides[5] = {1, 1, 1, 1, 1};
};

/// Bytes of one element of \p T (0 for an unknown type).
unsigned elemBytes(uint8_t T);
/// The type's name in --arg tensormap: (u8 u16 u32 s32 u64 s64 f16 f32 f64
/// bf16 f32ftz tf32 tf32ftz); parseType is its inverse.
llvm::StringRef typeName(uint8_t T);
bool parseType(llvm::StringRef S, uint8_t &T);
/// The swizzle span in bytes (0 for none).
inline unsigned swizzleBytes(uint8_t S) { return S ? 16u << S : 0u; }

void encode(const TensorMap &M, uint8_t *Out);
/// Reads a map; "" or why \p In is not a valid map of this executor.
std::string decode(const uint8_t *In, TensorMap &M);
/// The constraints cuTensorMapEncodeTiled places on a tiled map (CUDA 13.0
/// driver API) and PTX ISA 8.5 5.5.3: "" or the first one broken.
std::string validate(const TensorMap &M);

} // namespace ptx::exec::tmap

#endif
