// EXPECT: misaligned-access
// ARCHS: sm_80 sm_86
// MODES: O3 G
// NVCC-ARGS: --use_fast_math
// PTXLINT-ARGS: --block-dim=256
// BUG: PyTorch-like fused bias + GELU over a column slice x[:, 2:130] of a
// row-major [rows, 132] tensor (the first two columns are a per-row scale
// and offset kept in the same buffer). The vectorised path reads four
// columns at a time with a float4 at x + row * 132 + 2 + 4 * q: the row pitch
// is 16-byte aligned but the slice starts two floats in, so every float4 is
// 8 bytes off a 16-byte boundary. (The vectorisation check was done on the
// tensor's base pointer, not on the slice's.)
#define LD 132
__global__ void __launch_bounds__(256)
    bias_gelu_slice(const float *__restrict__ x, const float *__restrict__ bias, float *__restrict__ y, int rows) {
  const int idx = blockIdx.x * 256 + threadIdx.x;
  const int row = idx / 32, q = idx % 32;
  if (row >= rows)
    return;
  const float4 v = *reinterpret_cast<const float4 *>(x + (size_t)row * LD + 2 + 4 * q);
  const float s = x[(size_t)row * LD], o = x[(size_t)row * LD + 1];
  float r[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const float z = r[j] * s + o + bias[4 * q + j];
    r[j] = 0.5f * z * (1.f + tanhf(0.7978845608f * (z + 0.044715f * z * z * z)));
  }
  float *yr = y + (size_t)row * 128 + 4 * q;
  *reinterpret_cast<float4 *>(yr) = make_float4(r[0], r[1], r[2], r[3]);
}
