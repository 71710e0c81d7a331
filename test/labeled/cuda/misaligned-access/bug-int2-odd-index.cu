// EXPECT: misaligned-access
// Loading index pairs (a, b) stored back to back, but starting at the odd
// element: int2 needs 8-byte alignment and 2*i+1 ints is 4 modulo 8.
__global__ void edges(const int *idx, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int2 e = *reinterpret_cast<const int2 *>(idx + 2 * i + 1);
  out[i] = e.x + e.y;
}
