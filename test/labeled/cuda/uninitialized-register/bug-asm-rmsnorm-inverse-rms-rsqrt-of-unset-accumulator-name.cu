// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// RMSNorm's inverse RMS in inline PTX: the mean square plus epsilon is
// computed into `ms`, but the rsqrt reads `acc`, a scratch register the
// block declares and never writes.
__device__ __forceinline__ float inv_rms(float sumsq, float inv_n, float eps) {
  float r;
  asm("{\n\t"
      ".reg .f32 ms, acc;\n\t"
      "fma.rn.f32 ms, %1, %2, %3;\n\t"
      "rsqrt.approx.ftz.f32 %0, acc;\n\t"
      "}"
      : "=f"(r)
      : "f"(sumsq), "f"(inv_n), "f"(eps));
  return r;
}
__global__ void rmsnorm_asm_rsqrt_typo(const float *x, const float *g, float *y, int hidden) {
  __shared__ float part[8];
  const float *row = x + (size_t)blockIdx.x * hidden;
  float ss = 0.f;
  for (int j = threadIdx.x; j < hidden; j += 256)
    ss += row[j] * row[j];
  for (int o = 16; o; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = ss;
  __syncthreads();
  float tot = 0.f;
  for (int w = 0; w < 8; ++w)
    tot += part[w];
  const float r = inv_rms(tot, 1.f / hidden, 1e-6f);
  for (int j = threadIdx.x; j < hidden; j += 256)
    y[(size_t)blockIdx.x * hidden + j] = row[j] * r * g[j];
}
