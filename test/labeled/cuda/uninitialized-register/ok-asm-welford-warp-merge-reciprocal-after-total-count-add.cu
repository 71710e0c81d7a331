// EXPECT: clean
// OK: the inline-PTX Welford merge with the merged count added first and its
// ftz reciprocal taken after: every scratch of the block (tot, rtot, d, wb, t)
// is written before it is read in each merge.

// (mean, m2, n) += (mb, m2b, nb): Chan et al.'s parallel Welford merge.
__device__ __forceinline__ void welford_merge(float &mean, float &m2, float &n, float mb, float m2b, float nb) {
  asm("{\n\t"
      ".reg .f32 tot, rtot, d, wb, t;\n\t"
      "add.f32 tot, %2, %5;\n\t"
      "rcp.approx.ftz.f32 rtot, tot;\n\t"
      "sub.f32 d, %3, %0;\n\t"
      "mul.f32 wb, %5, rtot;\n\t"
      "fma.rn.f32 %0, d, wb, %0;\n\t"
      "mul.f32 t, d, d;\n\t"
      "mul.f32 t, t, %2;\n\t"
      "mul.f32 t, t, wb;\n\t"
      "add.f32 %1, %1, %4;\n\t"
      "add.f32 %1, %1, t;\n\t"
      "mov.f32 %2, tot;\n\t"
      "}"
      : "+f"(mean), "+f"(m2), "+f"(n) : "f"(mb), "f"(m2b), "f"(nb));
}
// LayerNorm statistics, one warp per row (cols >= 32, so every lane has samples).
__global__ void layernorm_stats(const float *__restrict__ x, float *__restrict__ mean_out,
                                float *__restrict__ rstd_out, int rows, int cols, float eps) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows)
    return;
  float mean = 0.f, m2 = 0.f, n = 0.f;
  for (int c = lane; c < cols; c += 32) {
    float v = x[(size_t)row * cols + c];
    n += 1.f;
    float d = v - mean;
    mean += d / n;
    m2 += d * (v - mean);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    float mb = __shfl_xor_sync(0xffffffffu, mean, o);
    float m2b = __shfl_xor_sync(0xffffffffu, m2, o);
    float nb = __shfl_xor_sync(0xffffffffu, n, o);
    welford_merge(mean, m2, n, mb, m2b, nb);
  }
  if (lane == 0) {
    mean_out[row] = mean;
    rstd_out[row] = rsqrtf(m2 / n + eps);
  }
}
