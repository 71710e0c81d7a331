// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// One dynamic shared buffer carved into three arrays: the 5 filter taps,
// the input tile with its halo (128 + 4 floats), then a double array of
// per-thread partials for a compensated sum. The double array starts at
// float offset 5 + 132 = 137 (BUG): 548 bytes, not a multiple of 8, so every
// ld/st.shared.f64 on `part` is misaligned. The carve-up should round the
// offset up to an even number of floats.
#define K 5
#define TILE 128
__global__ void conv_compensated(const float *in, const float *taps, float *out, int n) {
  extern __shared__ float smem[];
  float *w = smem;
  float *tile = w + K;
  double *part = (double *)(tile + TILE + K - 1);
  int i = blockIdx.x * TILE + threadIdx.x;
  if (threadIdx.x < K)
    w[threadIdx.x] = taps[threadIdx.x];
  tile[threadIdx.x + K / 2] = i < n ? in[i] : 0.f;
  if (threadIdx.x < K / 2) {
    int l = i - K / 2, r = i + TILE;
    tile[threadIdx.x] = l >= 0 && l < n ? in[l] : 0.f;
    tile[TILE + K / 2 + threadIdx.x] = r < n ? in[r] : 0.f;
  }
  __syncthreads();
  double acc = 0.0;
  for (int k = 0; k < K; ++k)
    acc += (double)w[k] * tile[threadIdx.x + k];
  part[threadIdx.x] = acc;
  __syncthreads();
  if (i < n)
    out[i] = (float)(part[threadIdx.x] - 0.5 * (part[threadIdx.x > 0 ? threadIdx.x - 1 : 0] - acc));
}
