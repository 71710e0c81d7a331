// EXPECT: warp-sync-mask
// Only the first k lanes of each warp take part (k from the host, clamped
// to 1..31), but the broadcast's mask is built with k - 1 bits (BUG: an
// off-by-one in the shift), so lane k - 1 executes the shuffle without being
// in its membermask.
__global__ void first_k_lanes(const int *x, int *y, int k) {
  int kk = min(max(k, 1), 31);
  unsigned lane = threadIdx.x % 32;
  if (lane >= kk)
    return;
  unsigned mask = (1u << (kk - 1)) - 1; // BUG: (1u << kk) - 1 was meant
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  int first = __shfl_sync(mask, v, 0);
  y[i] = v - first;
}
