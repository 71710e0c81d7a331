// EXPECT: clean
// ARCHS: sm_80 sm_86
// MODES: O3 G
// NVCC-ARGS: --use_fast_math
// PTXLINT-ARGS: --block-dim=256
// PyTorch-like fused bias + GELU over a column slice x[:, 4:132] of a
// row-major [rows, 132] tensor whose first four columns are a per-row header
// (scale, offset and two spare floats, padded so that the slice stays
// vectorisable). The float4 at x + row * 132 + 4 + 4 * q is 16-byte aligned:
// 132 * 4 = 528 = 33 * 16 and the slice starts 16 bytes in.
#define LD 132
__global__ void __launch_bounds__(256)
    bias_gelu_slice(const float *__restrict__ x, const float *__restrict__ bias, float *__restrict__ y, int rows) {
  const int idx = blockIdx.x * 256 + threadIdx.x;
  const int row = idx / 32, q = idx % 32;
  if (row >= rows)
    return;
  const float4 v = *reinterpret_cast<const float4 *>(x + (size_t)row * LD + 4 + 4 * q);
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
