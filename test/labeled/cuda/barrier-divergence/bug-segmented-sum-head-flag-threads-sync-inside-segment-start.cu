// EXPECT: barrier-divergence
// Segmented block sum with head flags: a segment head writes its start
// index to shared memory so that the block can later sum each segment.
// The author put the barrier that publishes the start inside the
// `if (flag)` branch (BUG): only head threads execute __syncthreads.
__global__ void seg_sum(const float *__restrict__ v, const int *__restrict__ flags,
                        float *__restrict__ out, int n) {
  __shared__ int seg_start[256];
  __shared__ float vals[256];
  const int t = threadIdx.x, i = blockIdx.x * 256 + t;
  vals[t] = i < n ? v[i] : 0.f;
  seg_start[t] = -1;
  const int f = i < n ? flags[i] : 0;
  if (f) {
    seg_start[t] = t;
    __syncthreads();  // BUG: only segment heads reach this barrier
  }
  if (f) {
    float s = 0.f;
    for (int j = t; j < 256 && (j == t || seg_start[j] < 0); ++j) s += vals[j];
    out[i] = s;
  }
}
