// EXPECT: uninitialized-register
// Building a 64-bit key from a 32-bit value and a high word held in an asm
// scratch register that is never assigned.
__global__ void make_keys(const unsigned *lo, unsigned long long *keys) {
  unsigned x = lo[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned long long k;
  asm("{\n\t.reg .b32 hi;\n\tmov.b64 %0, {%1, hi};\n\t}" : "=l"(k) : "r"(x));
  keys[blockIdx.x * blockDim.x + threadIdx.x] = k;
}
