//===- TensorCore.h - floating-point mma accumulation models ---*- C++ -*-===//
//
// How mma / mma.sp / wmma.mma with f16, bf16, tf32, e4m3 and e5m2 inputs
// add up their products and C. PTX ISA 8.5 9.7.15.5.14 leaves "the
// accumulation order, rounding and handling of subnormal inputs" unspecified,
// so the executor offers the exact sum (one rounding) and the bit-accurate
// models of the A100, H100 and B200 tensor cores of Khattak and Mikaitis,
// "Accurate Models of NVIDIA Tensor Cores" (arXiv 2512.07004); the parameters
// and their sources are listed in docs/executor-float.md.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LIB_EXEC_TENSORCORE_H
#define PTXLINT_LIB_EXEC_TENSORCORE_H

#include "lib/exec/softfloat/SoftFloat.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace ptx::exec {

/// The accumulation model of floating-point mma (`ptxlint run --tensor-core`).
enum class TcModel : uint8_t {
  Exact,    ///< exact sum of the products and C, rounded once to nearest-even
  Ampere,   ///< A100 (sm_80 family; fp8 from the Ada L40S model, sm_89)
  Hopper,   ///< H100 / H200 (sm_90)
  Blackwell ///< B200 (sm_100)
};

/// Parses "exact", "ampere", "hopper", "blackwell".
bool parseTcModel(llvm::StringRef Name, TcModel &M);
/// The option spelling of \p M.
llvm::StringRef tcModelName(TcModel M);
/// The model of the GPU that runs PTX written for .target sm_\p Sm in this
/// workplace: Hopper for targets up to sm_90 (an sm_80 kernel run on an H100
/// uses Hopper's tensor cores), Blackwell for sm_100 and later.
TcModel defaultTcModel(unsigned Sm);

/// One element of a floating-point mma: D = C + sum_k A[k] * B[k] with \p K
/// products of raw elements in formats \p FA / \p FB (F16, BF16, TF32, E4M3,
/// E5M2), C in format \p FC (F32 or F16), the result in \p FD (F32 or F16).
/// \p Sparse: the k index is that of the dense (expanded) mma.sp operand,
/// which holds half as many stored elements. \p Warpgroup: a wgmma product
/// (the Hopper model's fp8 arithmetic differs between wgmma and mma.sync).
/// FA / FB may also be E3M2, E2M3, E2M1 (the .kind forms of PTX ISA 9.0).
/// \p Scale: block-scaled mma (9.7.14.3), product k is multiplied by
/// Scale[k] = SF_A * SF_B (exact; NaN for a NaN scale). \p Kind: a .kind
/// form (sm_120), which the Hopper model's sm_90 fp8 expansion does not
/// apply to.
uint64_t tcDot(TcModel M, fp::Fmt FA, fp::Fmt FB, const uint64_t *A, const uint64_t *B,
               unsigned K, fp::Fmt FC, uint64_t C, fp::Fmt FD, bool Sparse = false,
               bool Warpgroup = false, const double *Scale = nullptr, bool Kind = false);

} // namespace ptx::exec

#endif
