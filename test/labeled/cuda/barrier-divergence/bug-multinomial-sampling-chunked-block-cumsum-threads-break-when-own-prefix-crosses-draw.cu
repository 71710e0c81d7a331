// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: multinomial sampling, one block per row of V probabilities: the row is
// scanned in chunks of 256 with a Hillis-Steele inclusive scan in shared
// memory, and the first index whose running cumsum reaches the draw u is the
// sample. Each thread leaves the chunk loop as soon as its *own* prefix
// reaches u, so threads of one block disagree on how many chunks they scan
// and the next chunk's scan barriers are reached by part of the block only.
__global__ void __launch_bounds__(256)
sample_rows(const float *__restrict__ probs, const float *__restrict__ draws,
            int *__restrict__ out, int V) {
  __shared__ float s[256];
  __shared__ int pick;
  const int t = threadIdx.x;
  const float *row = probs + (size_t)blockIdx.x * V;
  const float u = draws[blockIdx.x];
  if (t == 0) pick = V - 1;
  float carry = 0.f;
  for (int base = 0; base < V; base += 256) {
    const int i = base + t;
    s[t] = i < V ? row[i] : 0.f;
    __syncthreads();
    for (int off = 1; off < 256; off <<= 1) {
      const float v = t >= off ? s[t - off] : 0.f;
      __syncthreads();
      s[t] += v;
      __syncthreads();
    }
    const float incl = carry + s[t];
    const float excl = incl - (i < V ? row[i] : 0.f);
    if (i < V && incl >= u && excl < u) pick = i;
    if (incl >= u) break;
    carry += s[255];
    __syncthreads();
  }
  __syncthreads();
  if (t == 0) out[blockIdx.x] = pick;
}
