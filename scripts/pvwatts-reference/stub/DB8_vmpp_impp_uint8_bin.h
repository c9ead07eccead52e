const unsigned char pCmp_data[3133517] = {0}; // stub: shading database not used by pvwattsv8 runs
