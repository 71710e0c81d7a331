// EXPECT: clean
// ARCHS: sm_89 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Gumbel-max categorical sampling over a vocabulary row, a block per row:
// each thread perturbs its logits with Gumbel noise g = -ln(-ln u), u from a
// counter-based hash, and keeps the argmax. The noise is inline PTX with two
// scratch registers: t = -ln u, s = max(t, 1e-20) (so the second log never
// sees zero), g = -ln s. Every scratch read follows its write.
__device__ __forceinline__ unsigned hash32(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}
__device__ __forceinline__ float gumbel(float u) {
  float g;
  asm("{\n\t.reg .f32 t, s;\n\t"
      "lg2.approx.f32 t, %1;\n\t"
      "mul.f32 t, t, 0fBF317218;\n\t"
      "max.f32 s, t, 0f1E3CE508;\n\t"
      "lg2.approx.f32 %0, s;\n\t"
      "mul.f32 %0, %0, 0fBF317218;\n\t}"
      : "=f"(g)
      : "f"(u));
  return g;
}
__global__ void __launch_bounds__(256)
    gumbel_sample(const float *__restrict__ logits, int *__restrict__ token, int vocab, unsigned seed) {
  __shared__ float best_v[256];
  __shared__ int best_i[256];
  const float *row = logits + (size_t)blockIdx.x * vocab;
  float bv = -INFINITY;
  int bi = 0;
  for (int i = threadIdx.x; i < vocab; i += 256) {
    const float u = (hash32(seed ^ (blockIdx.x * 0x9e3779b9u) ^ i) >> 8) * (1.f / 16777216.f) + 1e-7f;
    const float v = row[i] + gumbel(u);
    if (v > bv) { bv = v; bi = i; }
  }
  best_v[threadIdx.x] = bv;
  best_i[threadIdx.x] = bi;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s && best_v[threadIdx.x + s] > best_v[threadIdx.x]) {
      best_v[threadIdx.x] = best_v[threadIdx.x + s];
      best_i[threadIdx.x] = best_i[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0)
    token[blockIdx.x] = best_i[0];
}
