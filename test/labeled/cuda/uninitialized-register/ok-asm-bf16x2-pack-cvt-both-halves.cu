// EXPECT: clean
// ARCHS: sm_80 sm_90
// GEMM epilogue packing two scaled fp32 accumulators into a __nv_bfloat162
// with inline PTX: each half is rounded by its own cvt.rn.bf16.f32 into
// `lo` and `hi` before mov.b32 packs them, so both registers of the asm
// block are written before the pack reads them.
#include <cuda_bf16.h>
__device__ __forceinline__ __nv_bfloat162 pack_bf16x2(float a, float b) {
  unsigned r;
  asm("{\n\t.reg .b16 lo, hi;\n\t"
      "cvt.rn.bf16.f32 lo, %1;\n\t"
      "cvt.rn.bf16.f32 hi, %2;\n\t"
      "mov.b32 %0, {lo, hi};\n\t}"
      : "=r"(r)
      : "f"(a), "f"(b));
  return *reinterpret_cast<__nv_bfloat162 *>(&r);
}
template <int COLS>
__global__ void epilogue(const float2 *__restrict__ acc, __nv_bfloat162 *__restrict__ out,
                         float alpha, int rows) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows * (COLS / 2))
    return;
  const float2 v = acc[i];
  out[i] = pack_bf16x2(alpha * v.x, alpha * v.y);
}
template __global__ void epilogue<256>(const float2 *, __nv_bfloat162 *, float, int);
