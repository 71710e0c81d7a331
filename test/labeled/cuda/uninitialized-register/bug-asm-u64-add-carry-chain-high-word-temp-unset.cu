// EXPECT: uninitialized-register
// 96-bit accumulator (three u32 limbs) for exact histogram weights: the add
// is a hand-written carry chain add.cc / addc.cc / addc. The top limb adds
// a zero-extension temp `z` meant to be 0 (BUG): the `mov.u32 z, 0;` was
// lost, so the top limb adds whatever the register held.
__global__ void acc96(const unsigned long long *__restrict__ w, unsigned *__restrict__ limbs, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned l0 = limbs[3 * i], l1 = limbs[3 * i + 1], l2 = limbs[3 * i + 2];
  const unsigned long long v = w[i];
  asm("{\n\t.reg .u32 z;\n\t"
      "add.cc.u32 %0, %0, %3;\n\t"
      "addc.cc.u32 %1, %1, %4;\n\t"
      "addc.u32 %2, %2, z;\n\t}"  // BUG: z is never set to 0
      : "+r"(l0), "+r"(l1), "+r"(l2)
      : "r"((unsigned)v), "r"((unsigned)(v >> 32)));
  limbs[3 * i] = l0; limbs[3 * i + 1] = l1; limbs[3 * i + 2] = l2;
}
