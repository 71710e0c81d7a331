// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Coupled recurrences: each thread iterates its own value and every
// publish_every iterations exchanges it with its neighbour through shared
// memory. The exchange and its two barriers depend only on the loop counter and
// a kernel parameter, so every thread of the block takes them together.
__global__ void coupled(const float *__restrict__ c, float *__restrict__ y, int iters,
                        int publish_every) {
  __shared__ float s[128];
  const int t = threadIdx.x;
  float x = c[blockIdx.x * 128 + t];
  const float k = x * 0.25f;
  for (int it = 0; it < iters; ++it) {
    x = 0.5f * x + k;
    if ((it + 1) % publish_every == 0) {
      s[t] = x;
      __syncthreads();
      x = 0.5f * (x + s[(t + 1) & 127]);
      __syncthreads();
    }
  }
  y[blockIdx.x * 128 + t] = x;
}
