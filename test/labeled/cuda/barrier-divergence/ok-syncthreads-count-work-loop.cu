// EXPECT: clean
// A block-wide work loop: each thread relaxes its own node until it stops
// changing, and the block keeps iterating while __syncthreads_count says any
// thread still changed, a count every thread of the block receives, so all
// threads run the loop (and its barrier) the same number of times.
__global__ void __launch_bounds__(128) relax(const int *nbr, int *dist, int iters) {
  __shared__ int d[128];
  unsigned t = threadIdx.x;
  d[t] = dist[blockIdx.x * 128 + t];
  __syncthreads();
  int changed;
  int round = 0;
  do {
    int n = nbr[blockIdx.x * 128 + t] & 127;
    int cand = d[n] + 1;
    __syncthreads();
    changed = cand < d[t];
    if (changed)
      d[t] = cand;
    ++round;
  } while (__syncthreads_count(changed) > 0 && round < iters);
  dist[blockIdx.x * 128 + t] = d[t];
}
