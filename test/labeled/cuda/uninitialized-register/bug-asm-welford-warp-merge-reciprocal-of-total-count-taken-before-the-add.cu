// EXPECT: uninitialized-register
// BUG: LayerNorm statistics with a warp-shuffle Welford reduction whose merge
// step is inline PTX. When the ftz reciprocal replaced a div.rn, the
// `rcp.approx.ftz.f32 rtot, tot` was put above the `add.f32 tot, na, nb` that
// computes the merged count: the block's scratch `tot` is read before it is
// written (a new register each time the block is entered), so every merged
// mean and M2 is scaled by garbage.

// (mean, m2, n) += (mb, m2b, nb): Chan et al.'s parallel Welford merge.
__device__ __forceinline__ void welford_merge(float &mean, float &m2, float &n, float mb, float m2b, float nb) {
  asm("{\n\t"
      ".reg .f32 tot, rtot, d, wb, t;\n\t"
      "rcp.approx.ftz.f32 rtot, tot;\n\t"
      "add.f32 tot, %2, %5;\n\t"
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
