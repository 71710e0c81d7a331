// EXPECT: clean
// ARCHS: sm_80 sm_90
// Per-channel affine (x * gamma + beta) of a float2 followed by a
// round-to-nearest pack into __nv_bfloat162 with sm_80's
// cvt.rn.bf16x2.f32, all in one inline-PTX block: one fma writes `lo`
// (x), the other `hi` (y), and the pack reads both (cvt.rn.bf16x2.f32 puts
// its first source in the upper half). Both block-scoped registers are
// written before the read.
#include <cuda_bf16.h>
__device__ __forceinline__ __nv_bfloat162 affine_pack(float2 v, float2 g, float2 b) {
  unsigned r;
  asm("{\n\t"
      ".reg .f32 lo, hi;\n\t"
      "fma.rn.f32 lo, %1, %3, %5;\n\t"
      "fma.rn.f32 hi, %2, %4, %6;\n\t"
      "cvt.rn.bf16x2.f32 %0, hi, lo;\n\t"
      "}"
      : "=r"(r)
      : "f"(v.x), "f"(v.y), "f"(g.x), "f"(g.y), "f"(b.x), "f"(b.y));
  return *reinterpret_cast<__nv_bfloat162 *>(&r);
}
__global__ void channel_affine(const float2 *__restrict__ x, const float2 *__restrict__ gamma,
                               const float2 *__restrict__ beta, __nv_bfloat162 *__restrict__ y, int c2, int n2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2)
    y[i] = affine_pack(x[i], gamma[i % c2], beta[i % c2]);
}
