// EXPECT: clean
// The out-of-line inline-PTX exit helper called only for rows flagged invalid;
// the store after the check runs for every valid row.
__device__ __noinline__ void drop_thread() { asm volatile("exit;"); }
__global__ void valid_rows(const float *in, const int *valid, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (!valid[i])
    drop_thread();
  out[i] = in[i] * 0.5f;
}
