// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The same carve-up of one dynamic shared buffer (5 taps, a 132-float halo
// tile, then double partials) with the double array's float offset rounded
// up to a multiple of 2 (137 -> 138 floats = 552 bytes): every f64 access is
// 8-byte aligned, since nvcc aligns `extern __shared__` to 16 bytes.
#define K 5
#define TILE 128
#define ROUND2(x) (((x) + 1) & ~1)
__global__ void conv_compensated(const float *in, const float *taps, float *out, int n) {
  extern __shared__ float smem[];
  float *w = smem;
  float *tile = w + K;
  double *part = (double *)(smem + ROUND2(K + TILE + K - 1));
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
