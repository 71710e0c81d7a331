// EXPECT: clean
// Delta encoding of a per-thread strided run: `prev` is written at the end of
// every trip and read only when `have_prev` is set, which happens on the same
// trip as the first write. The compiler may keep `prev` undefined on the
// first trip's path, which never reaches the read.
__global__ void delta_encode(const int *__restrict__ in, int *__restrict__ out, int n, int stride) {
  int prev;
  bool have_prev = false;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    int v = in[i];
    out[i] = have_prev ? v - prev : v;
    prev = v;
    have_prev = true;
  }
}
