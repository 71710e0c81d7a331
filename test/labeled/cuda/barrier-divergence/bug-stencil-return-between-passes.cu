// EXPECT: barrier-divergence
// Two smoothing passes of a 1-D three-point stencil in shared memory. The
// threads past the end of the array return after the first pass's barrier,
// but the second pass needs another barrier between writing `b` and reading
// the neighbours' values: the tail threads of the last block skip it (BUG;
// returning after the *last* barrier would be fine).
constexpr int TILE = 256;
__global__ void smooth_twice(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float a[TILE + 2], b[TILE + 2];
  int t = threadIdx.x;
  int i = blockIdx.x * TILE + t;
  a[t + 1] = i < n ? in[i] : 0.0f;
  if (t == 0) {
    a[0] = i > 0 ? in[i - 1] : 0.0f;
    a[TILE + 1] = i + TILE < n ? in[i + TILE] : 0.0f;
    b[0] = b[TILE + 1] = 0.0f;
  }
  __syncthreads();
  if (i >= n)
    return; // BUG: the barrier of the second pass is still ahead
  b[t + 1] = 0.25f * a[t] + 0.5f * a[t + 1] + 0.25f * a[t + 2];
  __syncthreads();
  out[i] = 0.25f * b[t] + 0.5f * b[t + 1] + 0.25f * b[t + 2];
}
