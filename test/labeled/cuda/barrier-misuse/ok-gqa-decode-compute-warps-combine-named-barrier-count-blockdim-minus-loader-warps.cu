// EXPECT: clean
// PTXLINT-ARGS: --block-dim=192
// GQA decode step, one block per KV head: warps 0-3 each score one of the
// group's 4 query heads, warps 4-5 stage the next KV rows into shared memory
// and never take part in the score combine. The compute warps meet on named
// barrier 1 to combine their row maxima with the count blockDim.x - 64: the
// 128 compute threads, exactly the threads that arrive on id 1.
#define D 128
#define CH 64
__global__ void __launch_bounds__(192)
gqa_decode_scores(const float *__restrict__ q, const float *__restrict__ kc,
                  float *__restrict__ prob, float *__restrict__ stage_out, int seqlen) {
  __shared__ float sk[CH][D];
  __shared__ float smax[4];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31, kvh = blockIdx.x;
  for (int i = threadIdx.x; i < CH * D; i += blockDim.x)
    sk[i / D][i % D] = kc[((size_t)kvh * seqlen) * D + i];
  __syncthreads();
  if (warp < 4) {
    const int qh = kvh * 4 + warp;
    float s[CH / 32];
    float m = -INFINITY;
    for (int j = 0; j < CH / 32; ++j) {
      const int key = lane + 32 * j;
      float d = 0.f;
      for (int c = 0; c < D; ++c) d += q[qh * D + c] * sk[key][c];
      s[j] = d;
      m = fmaxf(m, d);
    }
    for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    if (lane == 0) smax[warp] = m;
    asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 64) : "memory");
    const float gm = fmaxf(fmaxf(smax[0], smax[1]), fmaxf(smax[2], smax[3]));
    for (int j = 0; j < CH / 32; ++j) prob[((size_t)qh * seqlen) + lane + 32 * j] = __expf(s[j] - gm);
  } else {
    // loader warps: stage the next chunk's rows for the following step
    for (int i = threadIdx.x - 128; i < CH * D; i += 64)
      stage_out[(size_t)kvh * CH * D + i] = kc[((size_t)kvh * seqlen + CH) * D + i];
  }
}
