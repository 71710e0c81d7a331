// EXPECT: clean
// Only the first k lanes of each warp take part (k from the host, clamped
// to 1..32); the others return at once, and the broadcast from lane 0 uses
// the mask of exactly the k lanes that remain: computed from the parameter,
// the same in every lane, and right for every k.
__global__ void first_k_lanes(const int *x, int *y, int k) {
  int kk = min(max(k, 1), 32);
  unsigned lane = threadIdx.x % 32;
  if (lane >= kk)
    return;
  unsigned mask = 0xffffffffu >> (32 - kk);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i];
  int first = __shfl_sync(mask, v, 0);
  y[i] = v - first;
}
